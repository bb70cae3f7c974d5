import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { z } from 'zod'
import { createTestServer } from './node'
import { checkupList } from '../src/features/dashboard/services/contract'
import { compiledSchema } from './compiled-schema'

/**
 * The server's contract checks with compiled object parsers (decision 081): the contract's zod
 * mini objects never compile, so the server makes them again as zod's compiling objects. They
 * must take and refuse exactly what the contract's own schemas do.
 */

/** every object schema inside a schema (through arrays, wrappers, unions and shapes) */
function objectsIn(schema: z.core.$ZodType, found: z.core.$ZodType[] = []): z.core.$ZodType[] {
  if (schema._zod.def.type === 'object') found.push(schema)
  for (const [key, value] of Object.entries(schema._zod.def)) {
    if (key === 'checks') continue
    const parts =
      key === 'shape' && typeof value === 'object' && value !== null
        ? Object.values(value)
        : Array.isArray(value)
          ? value
          : [value]
    for (const part of parts) if (part instanceof z.core.$ZodType) objectsIn(part, found)
  }
  return found
}

let server: Awaited<ReturnType<typeof createTestServer>>['server']
/** a real answer of the checkup list: 25 rows */
let answer: unknown

beforeAll(async () => {
  ;({ server } = await createTestServer({ MOCK_TODAY: '20261122', MOCK_CHECKUPS: 60 }))
  server.listen({ onUnhandledRequest: 'error' })
  const login = await fetch('http://portal.test/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: 'siteadmin', password: 'Test1234!' }),
  })
  const { token } = (await login.json()) as { token: string }
  const list = await fetch(
    'http://portal.test/api/checkups?start=19000101&end=20991231&page=1&size=25',
    { headers: { 'x-auth-token': token } },
  )
  answer = await list.json()
})
afterAll(() => server.close())

describe('the contract compiled for the server', () => {
  const original = checkupList.response
  const compiled = compiledSchema(original)

  it('makes every object of the list answer a compiling one; the contract keeps its own', () => {
    const objects = objectsIn(compiled)
    expect(objects.length).toBeGreaterThanOrEqual(2)
    for (const object of objects) expect(object).toBeInstanceOf(z.core.$ZodObjectJIT)
    expect(objectsIn(original).some((o) => o instanceof z.core.$ZodObjectJIT)).toBe(false)
    expect(compiledSchema(original)).toBe(compiled)
  })

  it('takes a real answer as the contract does', () => {
    expect(z.safeParse(original, answer).success).toBe(true)
    expect(z.safeParse(compiled, answer)).toEqual(z.safeParse(original, answer))
  })

  it('takes and refuses what the contract does, a field of a row changed or gone (property)', () => {
    const rows = (answer as { data: { items: Record<string, unknown>[] } }).data.items
    const value = fc.constantFrom<unknown>(null, 0, -1, 1.5, '', 'x', '20261122', true, [], {})
    fc.assert(
      fc.property(
        fc.nat({ max: rows.length - 1 }),
        fc.nat(),
        fc.option(value, { nil: undefined }),
        (index, keyIndex, replacement) => {
          const row = { ...rows[index] }
          const keys = Object.keys(row)
          const key = keys[keyIndex % keys.length]!
          if (replacement === undefined) delete row[key]
          else row[key] = replacement
          const changed = structuredClone(answer) as { data: { items: unknown[] } }
          changed.data.items[index] = row
          const want = z.safeParse(original, changed)
          const got = z.safeParse(compiled, changed)
          expect(got.success).toBe(want.success)
          if (!want.success) expect(got.error?.issues).toEqual(want.error.issues)
          else expect(got.data).toEqual(want.data)
        },
      ),
    )
  })

  it('keeps a schema as it is where zod may not compile (the browser under the CSP)', () => {
    const schema = z.object({ a: z.string() })
    z.config({ jitless: true })
    try {
      expect(compiledSchema(schema)).toBe(schema)
    } finally {
      z.config({ jitless: false })
    }
  })
})
