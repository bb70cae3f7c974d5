import { describe, it, expect, beforeAll, afterAll, afterEach } from 'vitest'
import { createTestServer } from '../../mock-server/node'
import { createApiClient } from '../../src/shared/services/http-client'
import { createAuthService } from '../../src/features/session/services/auth-service'
import { memoryTokenStorage } from '../support/token-storage'
import { ApiError } from '../../src/shared/services/api-error'
import { operations } from '../../src/app/contract'
import type { Operation } from '../../src/shared/contract/operation'

type TestServer = Awaited<ReturnType<typeof createTestServer>>

const BASE = 'http://portal.test'
const GENERIC_404 = '없는 API입니다.'

describe('the contract', () => {
  it('has operations', () => {
    expect(operations.length).toBeGreaterThan(0)
  })

  it.each(operations.map((op) => [op.id, op] as const))('%s is well formed', (_id, op) => {
    expect(op.path.startsWith('/api/')).toBe(true)
    expect(op.statuses[0]).toBe(200)
    expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).toContain(op.method)
    expect(new Set(op.statuses).size).toBe(op.statuses.length)
    if (op.method === 'GET') expect(op.request).toBeUndefined()
  })

  it('has unique ids', () => {
    const ids = operations.map((op) => op.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('has unique method and path pairs', () => {
    const keys = operations.map((op) => `${op.method} ${op.path}`)
    expect(new Set(keys).size).toBe(keys.length)
  })
})

describe('the mock implements every operation', () => {
  let server: TestServer['server']

  beforeAll(async () => {
    ;({ server } = await createTestServer())
    server.listen({ onUnhandledRequest: 'error' })
  })
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())

  /** an answer status and message of one call; the message of an error body when it failed */
  async function answerOf(op: Operation): Promise<{ status: number; message: string | null }> {
    const client = createApiClient({ baseURL: BASE, tokens: memoryTokenStorage() })
    // a fresh login per operation: logout must not spoil the token of the next one
    await createAuthService(client).login({ userId: 'fc0001', password: 'Test1234!' })
    const params = Object.fromEntries(
      [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, '1'] as const),
    )
    try {
      if (op.file) await client.download(op, { params })
      else await client.call(op, { params, ...(op.request ? { body: {} } : {}) })
      return { status: 200, message: null }
    } catch (e) {
      if (!(e instanceof ApiError)) throw e
      return { status: e.status, message: e.message }
    }
  }

  it('the catch-all answers the generic 404 for an unknown path (sanity check)', async () => {
    const client = createApiClient({ baseURL: BASE, tokens: memoryTokenStorage() })
    const unknown = {
      id: 'unknown',
      summary: 'not in the contract',
      tag: 'test',
      method: 'GET',
      path: '/api/does/not/exist',
      auth: false,
      response: operations[0]!.response,
      statuses: [200],
    } satisfies Operation
    await expect(client.call(unknown)).rejects.toMatchObject({ status: 404, message: GENERIC_404 })
  })

  it.each(operations.map((op) => [op.id, op] as const))(
    '%s has a handler answering one of its statuses',
    async (_id, op) => {
      const answer = await answerOf(op)
      expect(answer.message).not.toBe(GENERIC_404)
      expect(op.statuses).toContain(answer.status)
    },
  )
})
