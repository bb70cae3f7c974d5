import { describe, expect, it } from 'vitest'
import { operations } from '../../src/app/contract'
import { ERROR_CATALOGUE } from '../../src/app/error-catalogue'
import { AUTH_HEADER, type Operation } from '../../src/shared/contract/operation'
import { ApiError } from '../../src/shared/services/api-error'
import { createApiClient } from '../../src/shared/services/http-client'
import { fetchUser, refreshSession } from '../../src/features/session/services/contract'
import { memoryTokenStorage } from '../support/token-storage'

/**
 * Decision 035: an operation whose row of the error catalogue names 401 declares that 401 as one
 * of its own outcomes (`unauthorizedOutcome`), so a 401 while signed in reaches the feature, which
 * says what the row says; and an operation that declares it has a row saying what to show.
 */

/** Rows that name 401 for an operation whose 401 is not an answer while signed in. */
const EXCEPTIONS: Record<string, { reason: string; auth: boolean }> = {
  sidDecrypt: { auth: false, reason: 'no token: its 401 is a stale timestamp in the sid (S2 §8)' },
  fcLinkCheck: { auth: false, reason: 'no token: its 401 is a wrong FC code (S2 §8)' },
  externalLink: { auth: false, reason: 'no token: its 401 is a wrong FC code (S2 §8)' },
  fetchUser: {
    auth: true,
    reason: 'it is the session check itself: its 401 says the session is gone (decision 020b)',
  },
  issuableNumber: {
    auth: true,
    reason: 'read with the user when the session starts: its 401 is the token’s (decision 013)',
  },
  siteInfo: {
    auth: true,
    reason: 'read with the user when the session starts: its 401 is the token’s (decision 013)',
  },
  addBranch: {
    auth: true,
    reason: 'S1 §8 says its 401 is "token expired": the renewal and sign-out are that row',
  },
}

const namesUnauthorized = (id: string) => {
  const row = ERROR_CATALOGUE[id] as Record<number, unknown> | undefined
  return row !== undefined && row[401] !== undefined
}

const OWN_401 = operations.filter((op) => namesUnauthorized(op.id) && !(op.id in EXCEPTIONS))

describe('an operation’s own 401 (decision 035)', () => {
  it('every operation whose catalogue row names 401 declares it, but the listed exceptions', () => {
    const missing = OWN_401.filter((op) => !op.unauthorizedOutcome).map((op) => op.id)
    expect(missing).toEqual([])
    expect(OWN_401.length).toBeGreaterThan(20)
  })

  it('every operation that declares it has a 401 row, and needs a token', () => {
    const declared = operations.filter((op) => op.unauthorizedOutcome)
    expect(declared.filter((op) => !namesUnauthorized(op.id)).map((op) => op.id)).toEqual([])
    expect(declared.filter((op) => !op.auth).map((op) => op.id)).toEqual([])
    expect(declared.filter((op) => op.id in EXCEPTIONS).map((op) => op.id)).toEqual([])
  })

  it('every exception still names 401, and its token use is the one its reason gives', () => {
    for (const [id, { auth }] of Object.entries(EXCEPTIONS)) {
      const op = operations.find((o) => o.id === id)
      expect(op, id).toBeDefined()
      expect(namesUnauthorized(id), id).toBe(true)
      expect(op!.auth, id).toBe(auth)
    }
  })

  it('the outcome is a short English sentence', () => {
    for (const op of OWN_401) {
      expect(op.unauthorizedOutcome, op.id).toMatch(/^[A-Z][\x20-\x7e]{5,99}$/)
    }
  })

  /**
   * Through the portal's client, with a server that answers the operation 401 while the session
   * holds: the 401 reaches the caller and the session is not refused.
   */
  it.each(OWN_401.map((op) => [op.id, op] as const))(
    '%s answered 401 while the session holds: the caller gets it, the session stays',
    async (_, op: Operation) => {
      const requests: string[] = []
      const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init)
        const path = new URL(request.url).pathname
        requests.push(`${path} ${request.headers.get(AUTH_HEADER) ?? '-'}`)
        const status = path === fetchUser.path ? 200 : 401
        return new Response(JSON.stringify({ code: status, message: `answer ${status}` }), {
          status,
          headers: { 'content-type': 'application/json' },
        })
      }) as typeof globalThis.fetch
      const tokens = memoryTokenStorage()
      tokens.save('t1', 'r1')
      const refused: string[] = []
      const client = createApiClient({
        baseURL: 'http://api.test',
        tokens,
        fetch,
        renewal: refreshSession,
        sessionCheck: fetchUser,
        onTokenRefused: (o) => refused.push(o.id),
      })
      const params = Object.fromEntries(
        [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, '1']),
      )
      const call = op.file ? client.download(op, { params }) : client.call(op, { params })
      const error = await call.then(
        () => null,
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(ApiError)
      expect((error as ApiError).status).toBe(401)
      expect(refused).toEqual([])
      expect(requests.map((r) => r.split(' ')[0])).not.toContain(refreshSession.path)
      expect(tokens.getToken()).toBe('t1')
    },
  )
})
