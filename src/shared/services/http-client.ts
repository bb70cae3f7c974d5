import { ofetch, FetchError } from 'ofetch'
import type { z } from '../contract/zod'
import {
  AUTH_HEADER,
  REQUEST_ID_HEADER,
  SCENARIO_HEADER,
  ACTIVE_SCENARIOS_HEADER,
  TOKEN_REFUSED,
  type Operation,
} from '../contract/operation'
import { isRecord } from '../domain/objects'
import { ApiError } from './api-error'
import { heldAnswer } from './answer-hold'
import type { TokenStorage } from './token-storage'

export const REQUEST_HELPER_MESSAGE = 'The parameters method and path must be required.'
export const UNEXPECTED_RESPONSE = 'unexpected response from server'

export interface CallOptions {
  /** background calls (polling) do not count for the loading overlay */
  silent?: boolean
  body?: unknown
  query?: Record<string, string | number | undefined>
  params?: Record<string, string | number>
  /** the token to carry instead of this window's (reading the session another window stored) */
  token?: string
}

export interface ApiClient {
  call<O extends Operation>(op: O, options?: CallOptions): Promise<z.output<O['response']>>
  download(op: Operation, options?: CallOptions): Promise<DownloadedFile>
  readonly tokens: TokenStorage
}

/** One answer (or failed connection) of a call, for a problem report (issue 30). */
export interface CallRecord {
  at: string
  operation: string
  /** the HTTP status; 0 when no answer came (the network) */
  status: number
  /** the server's name for the request (`x-request-id`), to find it in the server's log */
  requestId: string | null
  /** the QA scenario that shaped the answer (`x-mock-scenario`), when one did */
  scenario: string | null
  /** the QA scenarios active for the caller when it was answered (`x-mock-scenarios`), or null */
  active: string | null
}

export interface ApiClientConfig {
  /** told of every answer and failed connection (development and `npm start` builds) */
  onAnswer?: (record: CallRecord) => void
  baseURL: string
  tokens: TokenStorage
  /** for tests: a fetch of one's own */
  fetch?: typeof globalThis.fetch
  /** called around every call: the loading overlay counter listens here */
  onRequestStart?: () => void
  onRequestEnd?: () => void
  /**
   * while a page is being drawn, what an answer waits on before its caller has it (decision 064:
   * an answer mid-drawing makes React draw the page again in one long task); null otherwise
   */
  answersHeld?: () => Promise<void> | null
  /**
   * an authenticated call carrying this window's token was answered 401: the session ended
   * elsewhere (issue 15 item 5). Not called for a token another window stored, nor for one this
   * window has since replaced.
   */
  onTokenRefused?: (operation: Operation) => void
  /**
   * the operation that renews the token pair with the refresh token (the session contract's
   * refreshSession, decision 015): a 401 to this window's token is first answered by renewing
   * once and repeating the call; only when that fails is the token refused
   */
  renewal?: Lazy<Operation>
  /**
   * the operation that tells whether a token still opens a session (the session contract's
   * fetchUser). An operation whose 401 is one of its own outcomes (`unauthorizedOutcome`) is
   * answered 401: this call with the same token decides. The session holds: the 401 is the
   * operation's answer, for its caller; the session is gone: the usual renewal, then refusal
   * (decision 020b).
   */
  sessionCheck?: Lazy<Operation>
  /**
   * the longest a call waits for its whole answer, headers and body, in ms; a file three times as
   * long (it is made on the server). Past it the call fails as the network does (issue 50, decision
   * 067): a phone whose answer stalled half way is told so instead of waiting on a spinner.
   * Absent: as long as the answer takes.
   */
  timeoutMs?: number
}

/** how many times a call's time limit a file download is given */
export const DOWNLOAD_TIME_FACTOR = 3

/**
 * `send` with a signal that aborts it `ms` after it started, whether the headers have come or the
 * body is still on its way (ofetch's own `timeout` ends when the headers come); none without `ms`.
 */
async function withinLimit<T>(
  ms: number | undefined,
  send: (signal: AbortSignal | undefined) => Promise<T>,
): Promise<T> {
  if (ms === undefined) return send(undefined)
  const controller = new AbortController()
  const timer = setTimeout(
    () => controller.abort(new DOMException(`no whole answer within ${ms} ms`, 'TimeoutError')),
    ms,
  )
  try {
    return await send(controller.signal)
  } finally {
    clearTimeout(timer)
  }
}

/**
 * An operation given as is, or as the import that brings it: the sign-in page loads no contract
 * (and no zod) before it is needed (decision 025).
 */
export type Lazy<T> = T | (() => Promise<T>)

const resolved = async <T extends object>(value: Lazy<T> | undefined): Promise<T | undefined> =>
  typeof value === 'function' ? value() : value

function buildPath(op: Operation, params: CallOptions['params'] = {}): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${op.id}: missing path parameter ${name}`)
    return encodeURIComponent(String(value))
  })
}

function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)
  if (star?.[1]) return decodeURIComponent(star[1].trim())
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition)
  return plain?.[1]?.trim() ?? fallback
}

/** A file the API answered, with the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob
  fileName: string
}

/**
 * A call's body as ofetch takes it: ofetch sends any JSON value it is given (the input of the
 * operation's request schema), but types the option as objects and the fetch body types only.
 */
const bodyOption = (body: unknown): { body?: Record<string, unknown> } =>
  body !== undefined ? { body: body as Record<string, unknown> } : {}

/** A failed download's error body arrives as a Blob: read it as the JSON it is. */
async function errorBodyOf(e: unknown): Promise<unknown> {
  if (!(e instanceof FetchError)) return undefined
  if (!(e.data instanceof Blob)) return e.data
  try {
    const body: unknown = JSON.parse(await e.data.text())
    return body
  } catch {
    return undefined // not JSON: the status text says it
  }
}

/** The one HTTP client: base URL, token header, schema check, normalised errors. */
export function createApiClient(config: ApiClientConfig): ApiClient {
  // a fetch of one's own is one of ofetch's global options (its defaults would ignore it)
  const $fetch = ofetch.create(
    { baseURL: config.baseURL, retry: 0 },
    config.fetch ? { fetch: config.fetch } : undefined,
  )

  function tokenFor(op: Operation, options: CallOptions): string | null {
    return op.auth ? (options.token ?? config.tokens.getToken()) : null
  }

  /** ofetch's hooks that tell `onAnswer` of each answer of `op`'s sends, or none */
  const observed = (op: Operation) => {
    const tell = config.onAnswer
    if (!tell) return {}
    const record = (status: number, headers: Headers | null) =>
      tell({
        at: new Date().toISOString(),
        operation: op.id,
        status,
        requestId: headers?.get(REQUEST_ID_HEADER) ?? null,
        scenario: headers?.get(SCENARIO_HEADER) ?? null,
        active: headers?.get(ACTIVE_SCENARIOS_HEADER) || null,
      })
    return {
      onResponse: ({ response }: { response: Response }) =>
        record(response.status, response.headers),
      onRequestError: () => record(0, null),
    }
  }

  const headersFor = (token: string | null): Record<string, string> =>
    token ? { [AUTH_HEADER]: token } : {}

  /** a 401 to this window's current token means its session is over */
  function noticeRefusal(op: Operation, token: string | null, error: ApiError) {
    if (error.status !== TOKEN_REFUSED || token === null || token !== config.tokens.getToken())
      return
    // another window renewed (or changed) the stored token meanwhile: its storage event brings
    // the new token to this window's session, which is not over. Removed (a sign-out elsewhere, or
    // the site's data cleared here), the session is over: the session says which (issue 48)
    const stored = config.tokens.storedToken()
    if (stored !== null && stored !== token) return
    config.onTokenRefused?.(op)
  }

  let renewing: { from: string; result: Promise<string | null> } | null = null

  /**
   * The token that replaces `token` after a renewal with the refresh token, or null. Calls that
   * meet the same refused token at once share one renewal (a refresh token renews only once).
   */
  function renew(token: string): Promise<string | null> {
    if (renewing?.from === token) return renewing.result
    const refreshToken = config.tokens.getRefreshToken()
    if (!config.renewal || !refreshToken) return Promise.resolve(null)
    const result = (async () => {
      try {
        const op = (await resolved(config.renewal))!
        const answer = op.response.safeParse(
          await $fetch(op.path, { method: op.method, body: { refreshToken } }),
        )
        const pair: unknown = answer.success ? answer.data : {}
        if (
          !isRecord(pair) ||
          typeof pair.token !== 'string' ||
          typeof pair.refreshToken !== 'string'
        )
          return null
        // saved only while the window still acts with the token it renewed
        if (config.tokens.getToken() !== token) return null
        config.tokens.save(pair.token, pair.refreshToken)
        return pair.token
      } catch {
        return null
      }
    })()
    renewing = { from: token, result }
    return result
  }

  /**
   * Whether a 401 is the operation's own answer rather than the token's: only for an operation
   * that declares it (`unauthorizedOutcome`), and only while `sessionCheck` with the same token
   * still succeeds. Only a 401 to the check says the session is gone; a check that cannot be
   * made (the network) leaves the operation's answer standing rather than ending a session.
   */
  async function isOutcome(op: Operation, token: string | null, error: ApiError) {
    if (
      error.status !== TOKEN_REFUSED ||
      !op.unauthorizedOutcome ||
      !config.sessionCheck ||
      token === null
    )
      return false
    try {
      const check = (await resolved(config.sessionCheck))!
      await $fetch(check.path, { method: check.method, headers: headersFor(token) })
      return true
    } catch (e) {
      return !(e instanceof FetchError && e.response?.status === TOKEN_REFUSED)
    }
  }

  /**
   * Sends `send(token)`; a 401 to this window's own token renews the pair once and sends again
   * with the new token. The error that remains is reported as a refusal when it is one.
   */
  async function withRenewal<T>(
    op: Operation,
    token: string | null,
    explicit: boolean,
    send: (token: string | null) => Promise<T>,
    fail: (e: unknown) => Promise<ApiError>,
  ): Promise<T> {
    try {
      return await send(token)
    } catch (e) {
      const error = await fail(e)
      if (await isOutcome(op, token, error)) throw error
      const own = token !== null && !explicit && token === config.tokens.getToken()
      if (error.status !== TOKEN_REFUSED || !own) {
        noticeRefusal(op, token, error)
        throw error
      }
      const renewed = await renew(token)
      if (renewed === null) {
        noticeRefusal(op, token, error)
        throw error
      }
      try {
        return await send(renewed)
      } catch (again) {
        const last = await fail(again)
        if (await isOutcome(op, renewed, last)) throw last
        noticeRefusal(op, renewed, last)
        throw last
      }
    }
  }

  async function toApiError(
    op: Operation,
    e: unknown,
    body: unknown = e instanceof FetchError ? e.data : undefined,
  ): Promise<ApiError> {
    if (e instanceof FetchError && e.response) {
      // loaded with the first contract: the operation that failed brought it already
      const { errorBodySchema } = await import('../contract/common')
      const parsed = errorBodySchema.safeParse(body)
      const message = parsed.success
        ? parsed.data.message
        : e.response.statusText || `HTTP ${e.response.status}`
      return new ApiError({ status: e.response.status, message, kind: 'http', operation: op.id })
    }
    const message = e instanceof Error ? e.message : String(e)
    return new ApiError({ status: 0, message, kind: 'network', operation: op.id })
  }

  /**
   * A 200 answer whose body holds one of the operation's body statuses (decision 034: 407, which a
   * browser would not hand over) is that status's failure, with the body's message.
   */
  async function carriedStatus(op: Operation, data: unknown): Promise<ApiError | null> {
    const code = isRecord(data) ? data.code : undefined
    if (typeof code !== 'number' || !op.bodyStatuses?.includes(code)) return null
    const { errorBodySchema } = await import('../contract/common')
    const body = errorBodySchema.safeParse(data)
    return new ApiError({
      status: code,
      message: body.success ? body.data.message : `HTTP ${code}`,
      kind: 'http',
      operation: op.id,
    })
  }

  function checkOperation(op: Operation) {
    if (!op.method || !op.path) throw new Error(REQUEST_HELPER_MESSAGE)
  }

  async function tracked<T>(work: () => Promise<T>, silent = false): Promise<T> {
    if (silent) return heldAnswer(work, config.answersHeld)
    config.onRequestStart?.()
    try {
      return await heldAnswer(work, config.answersHeld)
    } finally {
      config.onRequestEnd?.()
    }
  }

  return {
    tokens: config.tokens,

    async call<O extends Operation>(op: O, options: CallOptions = {}) {
      checkOperation(op)
      const token = tokenFor(op, options)
      return tracked<z.output<O['response']>>(async () => {
        const data: unknown = await withRenewal(
          op,
          token,
          options.token !== undefined,
          (t) =>
            withinLimit(config.timeoutMs, (signal) =>
              $fetch(buildPath(op, options.params), {
                method: op.method,
                headers: headersFor(t),
                ...(signal ? { signal } : {}),
                ...observed(op),
                ...bodyOption(options.body),
                ...(options.query ? { query: options.query } : {}),
              }),
            ),
          (e) => toApiError(op, e),
        )
        const carried = await carriedStatus(op, data)
        if (carried) throw carried
        const parsed = op.response.safeParse(data)
        if (!parsed.success) {
          throw new ApiError({
            status: 200,
            message: UNEXPECTED_RESPONSE,
            kind: 'schema',
            operation: op.id,
          })
        }
        // parsed by the operation's schema; zod types `safeParse` of a generic schema by its bound
        // (the top-level `z.safeParse` would type it, but this module loads no zod: decision 025)
        return parsed.data as z.output<O['response']>
      }, options.silent)
    },

    async download(op, options = {}) {
      checkOperation(op)
      const token = tokenFor(op, options)
      return tracked(async () => {
        const response = await withRenewal(
          op,
          token,
          options.token !== undefined,
          (t) =>
            withinLimit(
              config.timeoutMs === undefined ? undefined : config.timeoutMs * DOWNLOAD_TIME_FACTOR,
              (signal) =>
                $fetch.raw(buildPath(op, options.params), {
                  method: op.method,
                  headers: headersFor(t),
                  ...(signal ? { signal } : {}),
                  ...observed(op),
                  responseType: 'blob',
                  ...bodyOption(options.body),
                  ...(options.query ? { query: options.query } : {}),
                }),
            ),
          async (e) => toApiError(op, e, await errorBodyOf(e)),
        )
        // with `responseType: 'blob'` ofetch reads a download's body as a Blob; its type leaves
        // `_data` optional for every kind of answer
        const blob = response._data as Blob
        const fallback = op.file?.fileName ?? 'download'
        return {
          blob,
          fileName: fileNameOf(response.headers.get('content-disposition'), fallback),
        }
      }, options.silent)
    },
  }
}
