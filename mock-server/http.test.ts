import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { AUTH_HEADER, defineOperation } from '../src/shared/contract/operation'
import { tokenHash } from './sessions'
import { createDb } from './db'
import { FIXTURE_STAFF } from './fixtures'
import { handleAuthed, ok, type MockContext } from './http'
import { tabPasswords } from './passwords'
import { nodeReportFont } from './files/report-font-node'

const probe = (auth: boolean) =>
  defineOperation({
    id: 'probe',
    summary: 'probe',
    tag: 'test',
    method: 'GET',
    path: '/api/probe',
    auth,
    response: z.object({ code: z.number(), userId: z.string() }),
    statuses: [200, 401],
  })

async function seededContext(): Promise<MockContext> {
  const db = createDb()
  await db.staff.create(FIXTURE_STAFF.find((s) => s.userId === 'fc0001')!)
  db.sessions.restore([
    {
      tokenHash: tokenHash('known'),
      refreshHash: tokenHash('refresh'),
      userId: 'fc0001',
      createdAt: Date.now(),
      expiresAt: Date.now() + 60_000,
      refreshExpiresAt: Date.now() + 120_000,
    },
  ])
  return { db, passwords: tabPasswords, reportFont: nodeReportFont, partnerSidKey: 'k' }
}

const request = (token?: string) =>
  new Request('http://portal.test/api/probe', { headers: token ? { [AUTH_HEADER]: token } : {} })

describe('handleAuthed', () => {
  it('refuses an operation that needs no token', async () => {
    const ctx = await seededContext()
    expect(() => handleAuthed(ctx, probe(false), () => ok({}))).toThrow(/probe needs no token/)
  })

  it('answers 401 without running the resolver for a missing or unknown token', async () => {
    const ctx = await seededContext()
    let runs = 0
    const handler = handleAuthed(ctx, probe(true), ({ caller }) => {
      runs++
      return ok({ userId: caller.userId })
    })
    for (const token of [undefined, 'unknown']) {
      const response = await getResponse([handler], request(token))
      expect(response?.status).toBe(401)
    }
    expect(runs).toBe(0)
  })

  it("gives the resolver the token's staff member", async () => {
    const ctx = await seededContext()
    const handler = handleAuthed(ctx, probe(true), ({ caller }) => ok({ userId: caller.userId }))
    const response = await getResponse([handler], request('known'))
    expect(response?.status).toBe(200)
    expect(await response?.json()).toEqual({ code: 200, userId: 'fc0001' })
  })
})
