import type { Message, MessageKey } from './messages'
import { message } from './messages'

/** A failed call as the domain sees it (the normalised {status, message} of the services). */
export interface Failure {
  status: number
  message: string
  kind: 'http' | 'network' | 'schema'
}

/** What to say for one status, or for every other status (`other`), of one operation. */
export type ErrorRow = Partial<Record<number, MessageKey>> & { other: MessageKey }

/**
 * A feature's part of the error catalogue (S1 §8, S2 §8) as data: operation id -> status ->
 * message key, in the feature's `domain/errors.ts`. Messages with {code} or {status} get the
 * status filled in.
 */
export type ErrorRows = Record<string, ErrorRow>

/**
 * Rows every authenticated operation shares, under its own rows: 428 = the first password is not
 * set yet (decision 012).
 */
export const COMMON_ROWS: Partial<Record<number, MessageKey>> = { 428: 'common.passwordPending' }

/** The message a user sees for a failed call: `messageForFailure(ERRORS.loginMk2, failure)`. */
export function messageForFailure(row: ErrorRow, failure: Failure): Message {
  if (failure.kind === 'network') return message('common.network')
  if (failure.kind === 'schema') return message('common.unexpectedResponse')
  const key = row[failure.status] ?? COMMON_ROWS[failure.status] ?? row.other
  return message(key, { code: failure.status, status: failure.status })
}
