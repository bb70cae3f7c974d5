import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildOpenApi } from '../../src/shared/contract/openapi'
import { httpStatusesOf } from '../../src/shared/contract/operation'
import { operations } from '../../src/app/contract'

describe('docs/openapi.json', () => {
  it('is up to date with the contract (run `npm run openapi` after changing it)', () => {
    const onDisk = JSON.parse(readFileSync('docs/openapi.json', 'utf8'))
    expect(onDisk).toEqual(JSON.parse(JSON.stringify(buildOpenApi(operations))))
  })

  it('documents every operation with every status code it may answer', () => {
    const doc = buildOpenApi(operations)
    for (const op of operations) {
      const entry = (
        doc.paths[op.path] as Record<string, { operationId: string; responses: object }>
      )[op.method.toLowerCase()]
      expect(entry?.operationId).toBe(op.id)
      // over HTTP every status but those carried in a 200 answer's body (decision 034)
      expect(Object.keys(entry!.responses).map(Number)).toEqual(httpStatusesOf(op))
    }
  })

  it('names the statuses a 200 answer carries in its body: the report writes, 407', () => {
    const doc = buildOpenApi(operations)
    const carrying = operations
      .filter((op) => op.bodyStatuses?.length)
      .map((op) => {
        const entry = (doc.paths[op.path] as Record<string, Record<string, unknown>>)[
          op.method.toLowerCase()
        ]!
        expect(entry['x-body-statuses']).toEqual([407])
        expect(JSON.stringify(entry.responses)).toContain('"enum":[407]')
        return op.id
      })
    expect(carrying.sort()).toEqual(
      ['addReport', 'createMemberReport', 'createNonMemberReport', 'modifyReport'].sort(),
    )
  })

  it("documents a tokenless operation's 401 as its own refusal, never the token's", () => {
    const doc = buildOpenApi(operations)
    const described = (op: (typeof operations)[number]) =>
      (
        (
          doc.paths[op.path] as Record<
            string,
            { responses: Record<string, { description: string }> }
          >
        )[op.method.toLowerCase()]!.responses['401'] ?? { description: '' }
      ).description
    const tokenless = operations.filter((op) => !op.auth && op.statuses.includes(401))
    // the sid's timestamp, the FC's link code, the refresh token, an FC already registered
    expect(tokenless.map((op) => op.id).sort()).toEqual(
      ['externalLink', 'externalSignUp', 'fcLinkCheck', 'refreshSession', 'sidDecrypt'].sort(),
    )
    const signedIn = operations.find((op) => op.auth && !op.unauthorizedOutcome)!
    expect(described(signedIn)).toMatch(/token is not valid/)
    for (const op of tokenless) {
      expect(described(op), op.id).toMatch(/^Refused/)
      expect(described(op), op.id).not.toMatch(/not signed in|token is not valid/i)
    }
  })
})
