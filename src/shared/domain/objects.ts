/**
 * Typed reading of values whose shape the checker cannot see (parsed JSON, a library's error, a
 * stored draft) and of the keys of an object built whole: each narrows with a check the code
 * makes at run time, so no cast vouches for the shape (issue 49).
 */

/** Any object but null, read field by field: each field is `unknown` until it is checked. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** Whether a text is one of `values` (a union's list, `SORT_ORDERS`): narrows it to the union. */
export const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  values.some((known) => known === value)

/**
 * The keys of an object whose type names every key it holds (a list's `ViewFields`, built whole
 * as a literal), as that type's keys. `Object.keys` types them all `string`.
 */
export function keysOf<T extends object>(record: T): Extract<keyof T, string>[] {
  // the one place this is asserted: the own string keys of such an object are its type's keys
  return Object.keys(record) as Extract<keyof T, string>[]
}
