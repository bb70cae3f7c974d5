import type { z } from './zod'

/** The request header that carries the auth token. S1 §4, §7. */
export const AUTH_HEADER = 'x-auth-token'

/**
 * The answer header that names the request in the server's log (the standalone mock sets it): a
 * problem report lists the ids of the calls made (issue 30).
 */
export const REQUEST_ID_HEADER = 'x-request-id'
/** The answer header that names the QA scenario that shaped the answer (the mock, issue 30). */
export const SCENARIO_HEADER = 'x-mock-scenario'
/**
 * The answer header that lists the QA scenarios active for the caller when it was answered (the
 * mock, issue 30): a problem report says what a tester had switched on, met or not.
 */
export const ACTIVE_SCENARIOS_HEADER = 'x-mock-scenarios'

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

/**
 * One operation of the HTTP contract: written once, used by the client services, the mock
 * server and the OpenAPI export.
 */
export interface Operation<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
> {
  /** the spec's operation name, e.g. loginMk2 */
  id: string
  summary: string
  tag: string
  method: HttpMethod
  /** under /api; `{name}` marks a path parameter */
  path: `/api/${string}`
  /** true when the call carries the x-auth-token header */
  auth: boolean
  /** JSON body (POST/PUT/PATCH) */
  request?: Req
  /** query parameters (GET) */
  query?: Q
  /** body of the success answer */
  response: Res
  /** success status first, then every error status the operation may answer */
  statuses: readonly number[]
  /**
   * the `data` of its success when there is nothing in it that is not a list's rows (S1 §8: a
   * temporary PDF of no data, `{ tempPdf: '' }`); a QA scenario's `empty` answers with it
   */
  emptyData?: unknown
  /** for file downloads: the media type of the answer */
  file?: { mediaType: string; fileName: string }
  /**
   * an authenticated operation a user may call before setting the first password (fetch user,
   * password set, logout); every other one answers {@link PASSWORD_PENDING} until then (decision 012)
   */
  beforePasswordSet?: boolean
  /**
   * 401 is also one of the operation's own answers, not only the token's (S2 §8 member search:
   * 'usage exceeded'); this says what it means. The client asks the session whether the token
   * still holds before it treats such a 401 as a refused token (decision 020b).
   */
  unauthorizedOutcome?: string
  /**
   * the statuses of `statuses` that HTTP cannot carry (decision 034): answered as HTTP 200 with
   * the spec's code in the body (`{ code, message }`). Set by {@link defineOperation}.
   */
  bodyStatuses?: readonly number[]
}

/** An operation as {@link defineOperation} returns it: its body statuses known. */
export type DefinedOperation<O> = O & { bodyStatuses: readonly number[] }

/**
 * Spec statuses a browser does not hand to the page as an answer (decision 034): 407 is a proxy's
 * request to authenticate, which Chromium fails as `net::ERR_UNEXPECTED_PROXY_AUTH`. An operation
 * answers these as HTTP 200 with the spec's code in the body, as the spec's "server code" implies.
 */
export const BODY_CARRIED_STATUSES: readonly number[] = [407]

/** The statuses an operation answers over HTTP: all but those carried in a 200 answer's body. */
export const httpStatusesOf = (op: Operation): number[] =>
  op.statuses.filter((s) => !(op.bodyStatuses ?? []).includes(s))

/** The answer of an authenticated call whose token is missing, unknown or ended. */
export const TOKEN_REFUSED = 401
/**
 * The answer of an authenticated call made before the first password is set (428 Precondition
 * Required: the request becomes possible once the password is set). Decision 012.
 */
export const PASSWORD_PENDING = 428

/**
 * One operation of the contract. An authenticated operation also answers {@link TOKEN_REFUSED},
 * and {@link PASSWORD_PENDING} unless it is open before the first password is set: those are
 * added to its statuses here, so no operation can forget them; so are its body statuses.
 */
export function defineOperation<
  Req extends z.ZodMiniType,
  Res extends z.ZodMiniType,
  Q extends z.ZodMiniType | undefined = undefined,
>(op: Operation<Req, Res, Q>): DefinedOperation<Operation<Req, Res, Q>> {
  const implied = op.auth
    ? [TOKEN_REFUSED, ...(op.beforePasswordSet ? [] : [PASSWORD_PENDING])]
    : []
  const statuses = [...op.statuses, ...implied.filter((s) => !op.statuses.includes(s))]
  const bodyStatuses = statuses.filter((s) => BODY_CARRIED_STATUSES.includes(s))
  return { ...op, statuses, bodyStatuses }
}

export type RequestOf<O> =
  O extends Operation<infer R, z.ZodMiniType, z.ZodMiniType | undefined> ? z.input<R> : never
export type ResponseOf<O> =
  O extends Operation<z.ZodMiniType, infer R, z.ZodMiniType | undefined> ? z.output<R> : never
