/**
 * A worker thread that derives the password keys of a flooding address for the standalone server
 * (derive-workers.ts): one scrypt derivation at a time, at the lowest CPU priority, so a flood of
 * wrong passwords takes only the time the thread answering requests leaves (decision 041).
 */
import { scryptSync } from 'node:crypto'
import { parentPort } from 'node:worker_threads'
import { KEY_LENGTH, scryptOptions } from './passwords-scrypt'
import { lowestPriority } from './threads'

/** A derivation asked of the thread. */
export interface DeriveJob {
  password: string
  salt: Uint8Array
  n: number
  r: number
  p: number
}

/** Its answer: the key's bytes, or why scrypt refused. */
export type DeriveAnswer = { key: Uint8Array } | { error: string }

lowestPriority()
const port = parentPort!
port.on('message', ({ password, salt, n, r, p }: DeriveJob) => {
  let answer: DeriveAnswer
  try {
    answer = { key: scryptSync(password, salt, KEY_LENGTH, scryptOptions(n, r, p)) }
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) }
  }
  port.postMessage(answer)
})
