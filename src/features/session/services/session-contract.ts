import type * as Contract from './contract'

let contract: typeof Contract | undefined

/**
 * The session's operations, loaded when first needed: the sign-in page paints and hydrates
 * without any contract or zod (decision 025), and asks for them once it is hydrated, beside the
 * chrome, so a sign-in does not wait for them. Once loaded they are kept: a call does not go
 * through the browser's module loader again (a task that waits behind rendering).
 */
export async function sessionContract(): Promise<typeof Contract> {
  return (contract ??= await import('./contract'))
}
