import { isRecord } from '../domain/objects'

/**
 * A failed call, normalised: `status` is the HTTP status (0 when the network failed), `message`
 * the server's text or a description. `kind` tells a schema mismatch from an HTTP error.
 */
export class ApiError extends Error {
  readonly status: number
  readonly kind: 'http' | 'network' | 'schema'
  readonly operation: string

  constructor(init: {
    status: number
    message: string
    kind: ApiError['kind']
    operation: string
  }) {
    super(init.message)
    this.name = 'ApiError'
    this.status = init.status
    this.kind = init.kind
    this.operation = init.operation
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError

/** The normalised form of any failure: {status, message}. */
export function toFailure(e: unknown): { status: number; message: string; kind: ApiError['kind'] } {
  if (isApiError(e)) return { status: e.status, message: e.message, kind: e.kind }
  if (isFailureLike(e)) return { status: e.status, message: e.message, kind: e.kind }
  return { status: 0, message: e instanceof Error ? e.message : String(e), kind: 'network' }
}

/** A failure that crossed a serialisation boundary (the journal) and lost its class. */
function isFailureLike(
  e: unknown,
): e is { status: number; message: string; kind: ApiError['kind'] } {
  return (
    isRecord(e) &&
    typeof e.status === 'number' &&
    typeof e.message === 'string' &&
    (e.kind === 'http' || e.kind === 'network' || e.kind === 'schema')
  )
}
