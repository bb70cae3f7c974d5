/**
 * Typed reading of values whose shape the checker cannot see (parsed JSON, a library's error, a
 * stored draft) and of the keys of an object built whole: each narrows with a check the code
 * makes at run time, so no cast vouches for the shape (issue 49).
 */

/** Any object but null, read field by field: each field is `unknown` until it is checked. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/**
 * Whether a value is one of `values` (a union's list, `SORT_ORDERS`), as `includes` says: narrows
 * it to the union.
 */
export const isOneOf = <T>(values: readonly T[], value: unknown): value is T =>
  values.some((known) => known === value)

/**
 * The own keys of an object whose type names every key it holds (a list's `ViewFields`, built
 * whole as a literal), in the order `Object.keys` gives them, as that type's keys (`Object.keys`
 * types them all `string`; `for...in` over a typed object types them as its keys).
 */
export function keysOf<T extends object>(record: T): Extract<keyof T, string>[] {
  const keys: Extract<keyof T, string>[] = []
  for (const key in record) if (Object.hasOwn(record, key)) keys.push(key)
  return keys
}

/** A record of every key of `keys`, each with `value(key)` (as `Object.fromEntries` makes it). */
export function recordOf<K extends string, V>(
  keys: readonly K[],
  value: (key: K) => V,
): Record<K, V> {
  // the checker types a record built from a list by string keys; each key of `keys` is in it
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>
}
