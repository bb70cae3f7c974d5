import { messageForFailure, type ErrorRow } from '../domain/error-catalogue'
import type { Message } from '../domain/messages'
import { toFailure } from '../services/api-error'

/** What a failed invoke of an operation says: its row of the error catalogue (S1 §8, S2 §8). */
export const failureOf = (row: ErrorRow, error: unknown): Message =>
  messageForFailure(row, toFailure(error))

/** Params of a `notify` action after a failed invoke: `params: notifyFailure(ERRORS.adminPdf)`. */
export const notifyFailure =
  (row: ErrorRow) =>
  ({ event }: { event: { error: unknown } }) => ({
    message: failureOf(row, event.error),
    tone: 'error' as const,
  })
