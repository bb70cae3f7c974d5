/**
 * A value a machine's state guarantees (the employee of an open dialog, the merchant uid of a
 * payment being confirmed), narrowed for the type checker: the value, or an Error that names what
 * was missing. A machine states its invariant here instead of asserting it with `!`, which lets a
 * missing value through unseen (issue 49).
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) {
    throw new Error(`${what} is missing, though the machine guarantees it`)
  }
  return value
}
