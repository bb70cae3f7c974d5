import { describe, it, expect, beforeEach, afterEach } from 'vitest'
import { createTestServer } from '../../mock-server/node'
import { createApiClient, type ApiClient } from '../../src/shared/services/http-client'
import { createAuthService } from '../../src/features/session/services/auth-service'
import { memoryTokenStorage } from '../support/token-storage'
import { ApiError } from '../../src/shared/services/api-error'
import { operations } from '../../src/app/contract'
import * as auth from '../../src/features/session/services/contract'
import type { Operation } from '../../src/shared/contract/operation'
import { ko } from '../../src/shared/domain/messages/common'
import { messageForFailure } from '../../src/shared/domain/error-catalogue'
import { ERROR_CATALOGUE } from '../../src/app/error-catalogue'

type TestServer = Awaited<ReturnType<typeof createTestServer>>

const BASE = 'http://portal.test'
let server: TestServer['server']
let client: ApiClient

beforeEach(async () => {
  ;({ server } = await createTestServer())
  server.listen({ onUnhandledRequest: 'error' })
  client = createApiClient({ baseURL: BASE, tokens: memoryTokenStorage() })
  // newbie of docs/fixtures.md: signed in, first password not set yet
  await createAuthService(client).login({ userId: 'newbie', password: 'newbie' })
})
afterEach(() => server.close())

async function statusOf(op: Operation): Promise<{ status: number; message: string }> {
  const params = Object.fromEntries(
    [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, '1'] as const),
  )
  try {
    if (op.file) await client.download(op, { params })
    else await client.call(op, { params, ...(op.request ? { body: {} } : {}) })
    return { status: 200, message: '' }
  } catch (e) {
    if (!(e instanceof ApiError)) throw e
    return { status: e.status, message: e.message }
  }
}

const allowedBeforePasswordSet = ['fetchUser', 'passwordSet', 'logout']
const refused = operations.filter((op) => op.auth && !allowedBeforePasswordSet.includes(op.id))

describe('a token whose first password is not set yet (decision 012)', () => {
  it('the contract marks exactly fetch user, password set and logout as open before the password is set', () => {
    const open = operations.filter((op) => op.auth && op.beforePasswordSet).map((op) => op.id)
    expect(open.sort()).toEqual([...allowedBeforePasswordSet].sort())
  })

  it.each(refused.map((op) => [op.id, op] as const))(
    '%s is refused with 428 and the password-first message',
    async (_id, op) => {
      expect(op.statuses).toContain(428)
      expect(await statusOf(op)).toEqual({ status: 428, message: ko['common.passwordPending'] })
    },
  )

  it('fetch user answers, and says the password is pending', async () => {
    const me = await client.call(auth.fetchUser)
    expect(me.user.userId).toBe('newbie')
    expect(me.passwordRefreshed).toBe(false)
  })

  it('the session read for such a token says the password is pending, without a usable count', async () => {
    const session = await createAuthService(client).fetchSession()
    expect(session.passwordPending).toBe(true)
    expect(session.usableCount).toBe(0)
  })

  it('once the password is set, the same token is accepted everywhere', async () => {
    await client.call(auth.passwordSet, {
      body: { userId: 'newbie', password: 'newbie', newPassword: 'Newpass1!' },
    })
    expect((await client.call(auth.issuableNumber)).issuableNumber).toBe(5)
    const session = await createAuthService(client).fetchSession()
    expect(session.passwordPending).toBe(false)
    expect(session.usableCount).toBe(5)
  })

  it('the refusal shows its own message in the portal', () => {
    const failure = { status: 428, message: ko['common.passwordPending'], kind: 'http' as const }
    for (const op of refused) {
      const row = ERROR_CATALOGUE[op.id]
      if (!row) continue
      expect(messageForFailure(row, failure).key).toBe('common.passwordPending')
    }
  })
})
