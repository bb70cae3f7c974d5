/**
 * HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/), the part a QA session's calls fill
 * (issue 50, decision 069): what the portal's HTTP client sent and was answered, redacted
 * (`redactHarEntry`), as browsers' developer tools and proxies read it. Custom fields start with
 * `_` as the format allows: `_error` (the failure of a call without a whole answer, with status 0,
 * as Chromium writes it), `_receivedStatus` (the status that came before the body failed).
 */

export interface HarNameValue {
  name: string
  value: string
}

export interface HarRequest {
  method: string
  url: string
  httpVersion: string
  cookies: HarNameValue[]
  headers: HarNameValue[]
  queryString: HarNameValue[]
  postData?: { mimeType: string; text?: string; params?: HarNameValue[]; comment?: string }
  /** -1: not known (fetch does not tell) */
  headersSize: number
  /** the body's bytes; 0 without a body */
  bodySize: number
}

export interface HarContent {
  /** the body's bytes as they came (decoded), whether kept or not */
  size: number
  mimeType: string
  /** the body, redacted; absent for a file (its size and type only) or a failure */
  text?: string
  comment?: string
}

export interface HarResponse {
  /** 0 when no whole answer came (`_error` says why) */
  status: number
  statusText: string
  httpVersion: string
  cookies: HarNameValue[]
  headers: HarNameValue[]
  content: HarContent
  redirectURL: string
  headersSize: number
  bodySize: number
  /** why no whole answer came: the network, the call's time limit, a body cut half way */
  _error?: string
  /** the status of an answer whose body then failed */
  _receivedStatus?: number
}

export interface HarTimings {
  send: number
  /** until the status and headers came */
  wait: number
  /** until the body had come (or failed) */
  receive: number
}

export interface HarEntry {
  /** ISO 8601, when the call was sent */
  startedDateTime: string
  /** ms in all: the sum of the timings */
  time: number
  request: HarRequest
  response: HarResponse
  cache: Record<string, never>
  timings: HarTimings
}

export interface HarLog {
  log: {
    version: '1.2'
    creator: { name: string; version: string }
    comment?: string
    entries: HarEntry[]
  }
}
