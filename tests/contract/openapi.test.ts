import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildOpenApi } from '../../src/shared/contract/openapi'
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
      expect(Object.keys(entry!.responses).map(Number)).toEqual([...op.statuses])
    }
  })
})
