import { z } from 'zod'

/**
 * The contract's schemas with every object parsed by a compiled parser, where zod may compile
 * (the standalone server: `zod-jit.ts`). The contract is written in zod mini for the portal's
 * bundle (decision 078), whose objects never compile; the server checks each request and each
 * answer against it, and a list's answer is 25 objects of some twenty fields (issue 29). So the
 * server makes each object of a schema again as zod's compiling object, from the same definition
 * (the same fields, checks and messages), and each schema holding one again around it. Where zod
 * may not compile (the browser's mock, under the portal's CSP) a schema is kept as it is.
 */
export function compiledSchema(schema: z.core.$ZodType): z.core.$ZodType {
  if (z.config().jitless !== false) return schema
  const known = COMPILED.get(schema)
  if (known) return known
  const made = remade(schema)
  COMPILED.set(schema, made)
  return made
}

const COMPILED = new WeakMap<z.core.$ZodType, z.core.$ZodType>()

const isSchema = (value: unknown): value is z.core.$ZodType => value instanceof z.core.$ZodType

/** A definition's part with the schemas in it compiled: one, a list or a shape of them. */
function compiledPart(key: string, value: unknown): { value: unknown; changed: boolean } {
  // a check is a zod object too, but not a schema to remake
  if (key === 'checks') return { value, changed: false }
  if (isSchema(value)) {
    const made = compiledSchema(value)
    return { value: made, changed: made !== value }
  }
  if (Array.isArray(value) && value.length > 0 && value.every(isSchema)) {
    const made = value.map(compiledSchema)
    return { value: made, changed: made.some((m, i) => m !== value[i]) }
  }
  if (key === 'shape' && typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).map(([k, v]) => [k, compiledPart(k, v)] as const)
    return {
      value: Object.fromEntries(entries.map(([k, part]) => [k, part.value])),
      changed: entries.some(([, part]) => part.changed),
    }
  }
  return { value, changed: false }
}

function remade(schema: z.core.$ZodType): z.core.$ZodType {
  const def: Record<string, unknown> = { ...schema._zod.def }
  let changed = false
  for (const [key, value] of Object.entries(def)) {
    const part = compiledPart(key, value)
    def[key] = part.value
    changed ||= part.changed
  }
  // zod's classic object compiles its parser the first time it parses
  if (schema._zod.def.type === 'object') return checked(Reflect.construct(z.ZodObject, [def]))
  return changed ? checked(Reflect.construct(schema.constructor, [def])) : schema
}

function checked(made: unknown): z.core.$ZodType {
  if (!isSchema(made)) throw new Error('a schema could not be made again for the server')
  return made
}
