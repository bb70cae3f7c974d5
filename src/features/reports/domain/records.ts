/**
 * Typed views of lists and records: a code read back from a list of codes, the keys of a record
 * as its key type, a record made of a list of keys.
 */

/** Whether `value` is one of `list` (as `includes`, on a value of any type). */
export function isOneOf<T>(list: readonly T[], value: unknown): value is T {
  const wide: readonly unknown[] = list
  return wide.includes(value)
}

/** The own keys of `record`, in the order `Object.keys` gives them, typed as its keys. */
export function keysOf<K extends string>(record: Partial<Record<K, unknown>>): K[] {
  const keys: K[] = []
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
