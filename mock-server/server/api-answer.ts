import type { FastifyReply, FastifyRequest } from 'fastify'
import { getResponse, matchRequestUrl, type RequestHandler } from 'msw'
import { rememberClientAddress } from '../client-address'
import { answerText, bodyFaultOf, type BodyFault } from '../http'
import { describeBodyFault, shapedBy } from '../scenarios'
import { targetOf, type RequestLogger } from './request-log'
import { apiCspOf, FILE_CSP } from './security-headers'

/**
 * The API's answers on the standalone server: msw's handlers answer a request through
 * `getResponse`, as in the browser and in the tests (decision 014), and their answer is sent as
 * it came, or as a QA scenario faulted it.
 */

/** How many method-and-path handler lists the API keeps (see `handlersOf`). */
const PATH_CACHE_SIZE = 5_000

/** The handlers that may answer a method and a URL, in msw's order, found once and kept. */
function handlerLists(
  handlers: readonly RequestHandler[],
): (method: string, url: URL) => RequestHandler[] {
  // msw tries its handlers in order; those of another method can never answer, so each method
  // gets its own list, once (the handlers and their order are msw's as given)
  const byMethod = new Map<string, RequestHandler[]>()
  const handlersFor = (method: string): RequestHandler[] => {
    let list = byMethod.get(method)
    if (!list) {
      list = handlers.filter((h) => {
        const wanted = 'method' in h.info ? h.info.method : undefined
        if (typeof wanted === 'string') return wanted.toUpperCase() === method
        if (wanted instanceof RegExp) return wanted.test(method)
        return true
      })
      byMethod.set(method, list)
    }
    return list
  }

  // and of those, the ones whose path can match this path, found once per method and path: msw
  // would otherwise match every handler's path on every request (the handlers' order is kept)
  const byPath = new Map<string, RequestHandler[]>()
  const handlersOf = (method: string, url: URL): RequestHandler[] => {
    const key = `${method} ${url.origin}${url.pathname}`
    let list = byPath.get(key)
    if (!list) {
      list = handlersFor(method).filter((h) => {
        const path = 'path' in h.info ? h.info.path : undefined
        return typeof path === 'string' || path instanceof RegExp
          ? matchRequestUrl(url, path).matches
          : true
      })
      // paths with ids in them are many: a bounded memory, forgotten at once when full
      if (byPath.size >= PATH_CACHE_SIZE) byPath.clear()
      byPath.set(key, list)
    }
    return list
  }
  return handlersOf
}

/**
 * The API's answer to a request, and what `beforeAnswer` does before it is sent (the data file's
 * flush); the log line is `logRequest`'s, written here when the answer ends before onResponse.
 */
export function apiAnswerer(
  handlers: readonly RequestHandler[],
  beforeAnswer: (() => void) | undefined,
  logRequest: RequestLogger,
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  const handlersOf = handlerLists(handlers)

  async function answerApi(request: FastifyRequest, reply: FastifyReply) {
    const started = performance.now()
    const url = targetOf(request)
    // HEAD is the GET without its body: msw answers the GET, Node drops the body
    const method = request.method === 'HEAD' ? 'GET' : request.method
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined) continue
      headers.set(name, Array.isArray(value) ? value.join(', ') : value)
    }
    const body =
      method !== 'GET' && Buffer.isBuffer(request.body) && request.body.length > 0
        ? new Uint8Array(request.body)
        : undefined
    const apiRequest = new Request(url, { method, headers, body })
    // the socket's address, never a header's: the password throttle counts per address (041)
    rememberClientAddress(apiRequest, request.socket.remoteAddress)
    const response =
      (await getResponse(handlersOf(method, url), apiRequest)) ??
      Response.json({ code: 404, message: '없는 API입니다.' }, { status: 404 })
    request.scenario = shapedBy(apiRequest)
    if (response.type === 'error') {
      // a QA scenario's network failure: the connection ends with no answer at all
      request.logged = true
      logRequest(request, 'network', performance.now() - started)
      reply.hijack()
      request.raw.socket.destroy()
      return reply
    }
    // a QA scenario's body fault (issue 50): the body is streamed as it comes, not read first
    const fault = bodyFaultOf(response)
    // an answer made as JSON text is sent as that text; any other is read from its body
    const payload = fault
      ? null
      : (answerText(response) ?? Buffer.from(await response.arrayBuffer()))
    beforeAnswer?.()
    reply.code(response.status)
    response.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'content-encoding') reply.header(name, value)
    })
    const csp = apiCspOf(response.headers.get('content-type'))
    reply.header('content-security-policy', csp)
    // the print view shows the PDF in an <embed> of the same origin
    if (csp === FILE_CSP) reply.header('x-frame-options', 'SAMEORIGIN')
    reply.header('cache-control', 'no-store')
    if (fault) {
      sendFaulted(request, reply, response, fault, started).catch((error: unknown) => {
        request.log.error({ err: error }, 'mock server error')
        request.raw.socket.destroy()
      })
      return reply
    }
    return reply.send(payload)
  }

  /**
   * An answer whose body a QA scenario holds back or cuts (issue 50): the status and headers leave
   * at once (never compressed: a compressor would hold them and the half of a cut body), then the
   * body as it comes; a cut body ends the connection after its half, so the client's body read
   * fails. The log line is written where the answer ends, with the fault.
   */
  async function sendFaulted(
    request: FastifyRequest,
    reply: FastifyReply,
    response: Response,
    fault: BodyFault,
    started: number,
  ) {
    request.bodyFault = describeBodyFault(fault)
    request.logged = true
    reply.hijack()
    const res = reply.raw
    // the headers set on the reply (CORS, the request id, the answer's own) join those set on
    // the raw response (helmet's)
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) res.setHeader(name, value)
    res.writeHead(response.status)
    res.flushHeaders()
    const reader = response.body?.getReader()
    // a client gone while the body is held: the wait ends
    res.on('close', () => {
      if (!res.writableFinished) void reader?.cancel().catch(() => {})
    })
    try {
      for (;;) {
        const chunk = reader ? await reader.read() : { done: true as const }
        if (chunk.done || res.destroyed) break
        await new Promise<void>((resolve, reject) =>
          res.write(chunk.value, (error) => (error ? reject(error) : resolve())),
        )
      }
      if (!res.destroyed) res.end()
    } catch {
      // the cut (or a client gone): what was written has left, the connection ends here
      res.destroy()
    }
    logRequest(request, response.status, performance.now() - started)
  }

  return answerApi
}
