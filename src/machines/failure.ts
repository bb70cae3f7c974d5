import { messageForFailure, type CataloguedOperation } from '../domain/error-catalogue'
import type { Message } from '../domain/messages'
import { toFailure } from '../services/api-error'

/** What a failed invoke of an operation says: its row of the error catalogue (S1 §8, S2 §8). */
export const failureOf = (operation: CataloguedOperation, error: unknown): Message =>
  messageForFailure(operation, toFailure(error))

/** Params of a `notify` action after a failed invoke: `params: notifyFailure('adminPdf')`. */
export const notifyFailure =
  (operation: CataloguedOperation) =>
  ({ event }: { event: { error: unknown } }) => ({
    message: failureOf(operation, event.error),
    tone: 'error' as const,
  })
