import { messageForFailure, type ErrorRow } from '../domain/error-catalogue'
import type { Message } from '../domain/messages'
import { toFailure } from '../services/api-error'
import type { DownloadedFile } from '../services/http-client'

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

/**
 * The end of a file download invoke: save the file, or say what failed; back to `idle` either way.
 * `invoke: { id: 'pdfZip', src: 'pdfZip', input, ...savedOrSaid(ERRORS.makePDF) }`
 */
export const savedOrSaid = (row: ErrorRow) => ({
  onDone: {
    target: 'idle',
    actions: {
      type: 'saveFile' as const,
      params: ({ event }: { event: { output: DownloadedFile } }) => ({ file: event.output }),
    },
  },
  onError: { target: 'idle', actions: { type: 'notify' as const, params: notifyFailure(row) } },
})

/**
 * The guards on a failed invoke (S1 §8), which a machine registers in its setup
 * (`guards: { ...FAILURE_GUARDS }`) and gives the invoke's error as params:
 * `guard: { type: 'statusIs', params: ({ event }) => ({ error: event.error, status: 405 }) }`.
 */
export const FAILURE_GUARDS = {
  /** the call never got an answer (the network failed), as opposed to an answer refusing it */
  networkFailure: (_: unknown, { error }: { error: unknown }) =>
    toFailure(error).kind === 'network',
  /** the server answered with `status` */
  statusIs: (_: unknown, { error, status }: { error: unknown; status: number }) =>
    toFailure(error).status === status,
}
