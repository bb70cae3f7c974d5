import type { HarEntry, HarLog, HarNameValue, HarRequest, HarResponse } from '../domain/har'
import { redactHarEntry } from '../domain/har-redaction'

/**
 * The HAR recorder (issue 50, decision 069): every exchange of the portal's HTTP client, as the
 * fetch it sends with sees it (the renewal and the session check included), redacted in the
 * log a problem report carries. Development and `npm start` builds only: `src/app/main.tsx`
 * imports it on demand behind the same constant as the call log, so a production build carries
 * none of it (`scripts/check-bundle.mjs` looks for `HAR_CREATOR`'s name).
 */
export const HAR_CREATOR = { name: 'checkup-manager-portal har-recorder', version: '1' }

/** the most characters of a body kept (after redaction); a longer one is cut, with a note */
export const KEPT_TEXT_MAX = 256 * 1024

/** what a call not yet answered when the log was read says */
export const NO_ANSWER_YET = 'no answer yet when the log was read'

export interface HarRecorderOptions {
  /** the newest calls kept (the call log's limit) */
  limit: number
  /** what a relative URL is read against (HAR wants absolute ones) */
  origin: string
  /** the clock, in ms since the epoch */
  now?: () => number
  /** what an entry is redacted with (`redactHarEntry`; a test counts its calls) */
  redact?: (entry: HarEntry) => HarEntry
}

/** a body kept as text: JSON, text and forms; anything else is a file (its size and type only) */
const TEXT_TYPES = /json|^text\/|xml|x-www-form-urlencoded/i
const UNKNOWN_TYPE = 'x-unknown'

const utf8 = new TextEncoder()
const byteLength = (text: string) => utf8.encode(text).length

const errorText = (e: unknown) =>
  e instanceof Error || e instanceof DOMException
    ? `${e.name}: ${e.message}`
    : String(e ?? 'unknown error')

const pairs = (headers: Headers): HarNameValue[] =>
  [...headers].map(([name, value]) => ({ name, value }))

/** what a request's body is kept as */
function postDataOf(body: unknown, mimeType: string): Pick<HarRequest, 'postData' | 'bodySize'> {
  if (body === undefined || body === null) return { bodySize: 0 }
  if (typeof body === 'string' || body instanceof URLSearchParams) {
    const text = String(body)
    return { postData: { mimeType, text }, bodySize: byteLength(text) }
  }
  const size =
    body instanceof Blob
      ? body.size
      : body instanceof ArrayBuffer || ArrayBuffer.isView(body)
        ? body.byteLength
        : -1
  return { postData: { mimeType, comment: 'not text: its size and type only' }, bodySize: size }
}

/** The request as sent: method, absolute URL with its query, headers and body. */
async function requestOf(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  origin: string,
): Promise<HarRequest> {
  const request = input instanceof Request ? input : null
  const url = new URL(request?.url ?? String(input), origin)
  const headers = new Headers(request?.headers)
  new Headers(init?.headers).forEach((value, name) => headers.set(name, value))
  const body = init?.body ?? (request?.body ? await request.clone().text() : undefined)
  return {
    method: (init?.method ?? request?.method ?? 'GET').toUpperCase(),
    url: url.href,
    httpVersion: '',
    cookies: [],
    headers: pairs(headers),
    queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
    headersSize: -1,
    ...postDataOf(body, headers.get('content-type') ?? UNKNOWN_TYPE),
  }
}

const failedResponse = (error: string, received?: Response, size = 0): HarResponse => ({
  status: 0,
  statusText: '',
  httpVersion: '',
  cookies: [],
  headers: received ? pairs(received.headers) : [],
  content: { size, mimeType: received?.headers.get('content-type') ?? UNKNOWN_TYPE },
  redirectURL: '',
  headersSize: -1,
  bodySize: -1,
  _error: error,
  ...(received ? { _receivedStatus: received.status } : {}),
})

/** A body read to its end: its text (when kept as text) and its bytes; or how it failed. */
async function readBody(
  response: Response,
  asText: boolean,
): Promise<{ text: string | undefined; size: number; error?: string }> {
  if (!response.body) return { text: asText ? '' : undefined, size: 0 }
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (asText) text += decoder.decode(value, { stream: true })
    }
  } catch (e) {
    return { text: undefined, size, error: errorText(e) }
  }
  return { text: asText ? text + decoder.decode() : undefined, size }
}

/** at most `KEPT_TEXT_MAX` characters of a kept body, cut with a note */
function bounded(entry: HarEntry): HarEntry {
  const content = entry.response.content
  if (content.text === undefined || content.text.length <= KEPT_TEXT_MAX) return entry
  return {
    ...entry,
    response: {
      ...entry.response,
      content: {
        ...content,
        text: content.text.slice(0, KEPT_TEXT_MAX),
        comment: `the first ${KEPT_TEXT_MAX} of ${content.text.length} characters`,
      },
    },
  }
}

/** `base`'s answer to a request; a fetch that throws at once is a failed one */
function sent(
  base: typeof fetch,
  input: RequestInfo | URL,
  init: RequestInit | undefined,
): Promise<Response> {
  try {
    return base(input, init)
  } catch (e) {
    return Promise.reject(e instanceof Error ? e : new Error(String(e)))
  }
}

/**
 * A finished call as it went, redacted when the log is first read (decision 069's note): redacting
 * every answer as it came parsed and copied each JSON body on the page's busiest moment, the
 * first rows, for a log most sessions never read. A body longer than the log keeps is redacted
 * and cut at once, so what is held stays bounded.
 */
interface Kept {
  seq: number
  entry: HarEntry
  redacted: boolean
}

const tooLong = (entry: HarEntry) => (entry.response.content.text?.length ?? 0) > KEPT_TEXT_MAX

export function createHarRecorder({
  limit,
  origin,
  now = Date.now,
  redact = redactHarEntry,
}: HarRecorderOptions) {
  /** what the log shows of an entry: redacted, its body cut to `KEPT_TEXT_MAX` */
  const shown = (entry: HarEntry): HarEntry => bounded(redact(entry))
  let seq = 0
  let kept: Kept[] = []
  /** the calls sent and not yet answered whole, as sent, by number */
  const waiting = new Map<number, { started: number; entry: HarEntry }>()

  const entryOf = (
    started: number,
    request: HarRequest,
    response: HarResponse,
    headersAt: number,
    end: number,
  ): HarEntry => {
    const wait = Math.max(0, headersAt - started)
    const receive = Math.max(0, end - headersAt)
    return {
      startedDateTime: new Date(started).toISOString(),
      time: wait + receive,
      request,
      response,
      cache: {},
      timings: { send: 0, wait, receive },
    }
  }

  /** keeps a finished call, the newest `limit` by the time they were sent */
  const keep = (n: number, entry: HarEntry) => {
    waiting.delete(n)
    const long = tooLong(entry)
    const item: Kept = { seq: n, entry: long ? shown(entry) : entry, redacted: long }
    let at = kept.length
    while (at > 0 && kept[at - 1]!.seq > n) at--
    kept = [...kept.slice(0, at), item, ...kept.slice(at)]
    if (kept.length > limit) kept = kept.slice(kept.length - limit)
  }

  /**
   * Records one exchange: `sending` is the fetch already under way for `input`/`init`, sent at
   * `started`. Resolves to its answer as it came (the recorder reads a copy of the body), or
   * rejects as it did.
   */
  async function observe(
    input: RequestInfo | URL,
    init: RequestInit | undefined,
    sending: Promise<Response>,
    started: number,
  ): Promise<Response> {
    const n = ++seq
    // its failure is told to whoever awaits this call; meanwhile the request is read
    sending.catch(() => undefined)
    let request: HarRequest
    try {
      request = await requestOf(input, init, origin)
    } catch (e) {
      request = {
        method: (init?.method ?? 'GET').toUpperCase(),
        url: '',
        httpVersion: '',
        cookies: [],
        headers: [],
        queryString: [],
        headersSize: -1,
        bodySize: -1,
        postData: { mimeType: UNKNOWN_TYPE, comment: `not read: ${errorText(e)}` },
      }
    }
    waiting.set(n, {
      started,
      entry: entryOf(started, request, failedResponse(NO_ANSWER_YET), started, started),
    })
    let response: Response
    try {
      response = await sending
    } catch (e) {
      const end = now()
      keep(n, entryOf(started, request, failedResponse(errorText(e)), end, end))
      throw e
    }
    const headersAt = now()
    const mimeType = response.headers.get('content-type') ?? UNKNOWN_TYPE
    const isFile =
      !TEXT_TYPES.test(mimeType) ||
      /^\s*attachment/i.test(response.headers.get('content-disposition') ?? '')
    let copy: Response
    try {
      copy = response.clone()
    } catch (e) {
      keep(n, entryOf(started, request, failedResponse(errorText(e), response), headersAt, now()))
      return response
    }
    void readBody(copy, !isFile).then(({ text, size, error }) => {
      const end = now()
      const answer: HarResponse = error
        ? failedResponse(error, response, size)
        : {
            status: response.status,
            statusText: response.statusText,
            httpVersion: '',
            cookies: [],
            headers: pairs(response.headers),
            content: {
              size,
              mimeType,
              ...(isFile ? { comment: 'a file: its size and type only' } : { text: text ?? '' }),
            },
            redirectURL: response.headers.get('location') ?? '',
            headersSize: -1,
            bodySize: size,
          }
      keep(n, entryOf(started, request, answer, headersAt, end))
    })
    return response
  }

  return {
    observe,
    /** `base` with every exchange recorded */
    wrap(base: typeof fetch): typeof fetch {
      return (input, init) => {
        const started = now()
        return observe(input, init, sent(base, input, init), started)
      }
    },
    /**
     * The calls as a HAR 1.2 log, in the order they were sent: the newest `limit`, those still
     * waiting for their answer among them (status 0, `_error` says so).
     */
    log(): HarLog {
      const at = now()
      // each kept call is redacted once, the first time a log shows it
      kept = kept.map((k) => (k.redacted ? k : { ...k, entry: shown(k.entry), redacted: true }))
      const unanswered: Kept[] = [...waiting].map(([n, { started, entry }]) => ({
        seq: n,
        entry: shown({
          ...entry,
          time: at - started,
          timings: { send: 0, wait: at - started, receive: 0 },
        }),
        redacted: true,
      }))
      const entries = [...kept, ...unanswered]
        .sort((a, b) => a.seq - b.seq)
        .slice(-limit)
        .map((k) => k.entry)
      return {
        log: {
          version: '1.2',
          creator: HAR_CREATOR,
          comment: 'the calls of the portal\u2019s HTTP client; tokens and passwords redacted',
          entries,
        },
      }
    },
  }
}

export type HarRecorder = ReturnType<typeof createHarRecorder>
