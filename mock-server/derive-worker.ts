/**
 * The task of the worker threads that derive the password keys of a flooding address for the
 * standalone server (derive-workers.ts): one scrypt derivation at a time, at the lowest CPU
 * priority, so a flood of wrong passwords takes only the time the thread answering requests
 * leaves (decision 041). A derivation scrypt refuses throws, and so rejects its task.
 */
import { scryptSync } from 'node:crypto'
import { KEY_LENGTH, scryptOptions } from './passwords-scrypt'
import { lowestPriority } from './worker-pool'

/** A derivation asked of the thread. */
export interface DeriveJob {
  password: string
  salt: Uint8Array
  n: number
  r: number
  p: number
}

lowestPriority()

export default ({ password, salt, n, r, p }: DeriveJob): Uint8Array =>
  scryptSync(password, salt, KEY_LENGTH, scryptOptions(n, r, p))
