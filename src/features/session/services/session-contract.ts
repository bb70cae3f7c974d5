import type * as Contract from './contract'
import { nextTask } from '../../../shared/services/next-task'

let contract: typeof Contract | undefined

/**
 * The session's operations, loaded when first needed: the sign-in page paints and hydrates
 * without any contract or zod (decision 025), and asks for them once it is hydrated, beside the
 * chrome, so a sign-in does not wait for them. Once loaded they are kept: a call does not go
 * through the browser's module loader again (a task that waits behind rendering). The first load
 * hands them over a task after their evaluation (the page's first zod schemas made), so the call
 * that asked for them is not counted with it (issue 45, decision 066).
 */
export async function sessionContract(): Promise<typeof Contract> {
  if (contract) return contract
  const loaded = await import('./contract')
  await nextTask()
  return (contract ??= loaded)
}
