import { randomBytes, timingSafeEqual } from 'node:crypto'
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify'
import compress from '@fastify/compress'
import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import fastifyStatic from '@fastify/static'
import { getResponse, matchRequestUrl, type RequestHandler } from 'msw'
import { answerText, bodyFaultOf, type BodyFault } from '../http'
import { constants as zlib } from 'node:zlib'
import { rememberClientAddress } from '../client-address'
import { redactUrl } from './redact'
import { ACTIVE_SCENARIOS_HEADER, describeBodyFault, SCENARIO_HEADER, shapedBy } from '../scenarios'
import { REQUEST_ID_HEADER } from '../../src/shared/contract/operation'
import { QA_PAGE_CSP, qaPage } from '../pages/qa-page'
import { START_PAGE_CSP, startPage } from '../pages/start-page'
import { requestUrl } from './request-url'
import { apiCspOf, FILE_CSP, PERMISSIONS_POLICY, PORTAL_CSP } from './security-headers'
import { cacheControlOf, staticAnswer, type StaticSite } from './static-files'
import { chooseEncoding, type Encoding } from './static-cache'

/** How many method-and-path handler lists the API keeps (see `handlersOf`). */
const PATH_CACHE_SIZE = 5_000

/** Whether an If-None-Match header names the ETag (or `*`). */
const fresh = (header: string | undefined, etag: string) =>
  !!header &&
  header.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '')
    return tag === '*' || tag === etag
  })

/** The largest request body the server reads (1 MiB); a longer one is answered 413 unread. */
export const BODY_LIMIT = 1024 * 1024

/** The paths msw answers; everything else is the built portal. */
const API_PREFIXES = ['/api', '/v3/generate', '/voucher/qr', '/legal', '/demo', '/pg'] as const
/** The QA helpers' paths: answered by msw only when they are switched on (MOCK_QA=1). */
const QA_PREFIX = '/__mock'

const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
const STATIC_METHODS = ['GET', 'HEAD'] as const
const REFUSED_STATIC_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'TRACE', 'QUERY'] as const

export interface MockServerOptions {
  /** msw's handlers of the mock API */
  handlers: readonly RequestHandler[]
  /** the built portal to serve beside the API; null serves the API only */
  site: StaticSite | null
  /** origins allowed by CORS (the dev server's) */
  corsOrigins: readonly string[]
  /**
   * the QA helpers (/__mock/*): off when null; on, they answer a request that sends this token in
   * `x-qa-token`, a JSON body, and no other origin (`qaRefusal`)
   */
  qa: { token: string } | null
  /** origin of a request without a Host header (HTTP/1.0) */
  fallbackOrigin: string
  /**
   * the host names the server answers to besides `localhost` and IP addresses (its public origin's,
   * MOCK_ALLOWED_HOSTS): any other Host is answered 421 (`hostRefusal`)
   */
  allowedHosts?: readonly string[]
  /** request log: one JSON line per request at 'info'; 'warn' keeps errors only */
  logLevel: 'info' | 'warn' | 'silent'
  /** runs after msw answered and before the answer is sent (the data file's flush) */
  beforeAnswer?: () => void
  /** where the log goes (stdout when absent) */
  logStream?: { write(line: string): void }
}

/**
 * Why a request's Host is refused, or null (issue 48): a page on another name that resolves to
 * this machine (DNS rebinding) could sign in with the published demo passwords and act for the
 * account. The server answers `localhost` (and `*.localhost`, which resolves nowhere else), any
 * IP address (which no name can be rebound to: a phone on the LAN reaches it so), and the names
 * it was given; anything else 421, before a byte of the request is acted on.
 */
export function hostRefusal(
  host: URL,
  allowedHosts: readonly string[],
): { status: 421; message: string } | null {
  const name = host.hostname.toLowerCase().replace(/\.$/, '')
  const ip = /^\d{1,3}(\.\d{1,3}){3}$/.test(name) || name.startsWith('[')
  if (name === 'localhost' || name.endsWith('.localhost') || ip) return null
  if (allowedHosts.some((allowed) => allowed.toLowerCase().replace(/\.$/, '') === name)) return null
  return {
    status: 421,
    message: `이 서버는 ${name} 이름으로 부를 수 없습니다. (MOCK_ALLOWED_HOSTS에 더할 수 있습니다)`,
  }
}

/**
 * Why a call to the API that sends a body is refused, or null (issue 48): its body is JSON or it
 * is not read (415). A form or `text/plain` is what a page of another site can send without
 * asking first (a cross-site form signing a browser in as another account); a call without a
 * body sends no data to forge, and a signed-in call carries its token in a header no other site
 * can set.
 */
export function bodyTypeRefusal(request: {
  method: string
  headers: Record<string, string | string[] | undefined>
}): { status: 415; message: string } | null {
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return null
  const length = request.headers['content-length']
  const hasBody =
    request.headers['transfer-encoding'] !== undefined ||
    (length !== undefined && Number(Array.isArray(length) ? length[0] : length) > 0)
  if (!hasBody) return null
  const header = request.headers['content-type']
  const type = (Array.isArray(header) ? header[0] : header)?.split(';')[0]?.trim().toLowerCase()
  return type === 'application/json'
    ? null
    : { status: 415, message: '요청 본문은 JSON입니다. (content-type: application/json)' }
}

/** The header a QA helper's caller sends its token in. */
export const QA_TOKEN_HEADER = 'x-qa-token'

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * Why a call to a QA helper is refused, or null (issue 29): a page of another origin (its Origin
 * header, when sent, is neither this server's nor an allowed dev origin) 403; no or a wrong token
 * 401; a body that is not JSON 415 (a form or `text/plain` is what another page can send without
 * asking first). A refused call changes nothing.
 */
export function qaRefusal(
  request: { method: string; headers: Record<string, string | string[] | undefined> },
  token: string,
  allowedOrigins: readonly string[],
): { status: number; message: string } | null {
  const header = (name: string) => {
    const value = request.headers[name]
    return Array.isArray(value) ? value[0] : value
  }
  const origin = header('origin')
  if (origin !== undefined) {
    let host: string | null = null
    try {
      host = new URL(origin).host
    } catch {
      // 'null' (a sandboxed page) or garbage: not this server
    }
    if (host !== header('host') && !allowedOrigins.includes(origin))
      return { status: 403, message: 'QA 도우미는 다른 사이트에서 부를 수 없습니다.' }
  }
  const sent = header(QA_TOKEN_HEADER)
  if (sent === undefined || !sameText(sent, token))
    return {
      status: 401,
      message: `QA 토큰이 필요합니다. (${QA_TOKEN_HEADER} 헤더: 서버가 시작할 때 출력합니다)`,
    }
  const type = header('content-type')?.split(';')[0]?.trim().toLowerCase()
  // DELETE carries no body, and no page of another origin sends one without asking first
  if (!['GET', 'HEAD', 'DELETE'].includes(request.method) && type !== 'application/json')
    return {
      status: 415,
      message: 'QA 도우미의 본문은 JSON입니다. (content-type: application/json)',
    }
  return null
}

const json = (reply: FastifyReply, status: number, message: string) =>
  reply
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify({ code: status, message }))

const isApiPath = (path: string) =>
  [...API_PREFIXES, QA_PREFIX].some((p) => path === p || path.startsWith(`${p}/`))

declare module 'fastify' {
  interface FastifyRequest {
    /** the request's absolute URL on its Host's origin (set for every request that got past onRequest) */
    target: URL | null
    /** the QA scenario that shaped the answer, for the log */
    scenario: string | null
    /** what a QA scenario did to the answer's body (`stall20000ms`, `cut`), for the log */
    bodyFault: string | null
    /**
     * the request's log line is written already, where the answer ended (a QA scenario's network
     * failure, a faulted body): the onResponse hook writes none
     */
    logged: boolean
  }
}

/** Random bytes for request ids, drawn 512 ids at a time (one draw per request cost a syscall). */
let idBytes = Buffer.alloc(0)
let idAt = 0
const ID_BYTES = 6

/** A request's id: 12 random hex digits. */
export function requestId(): string {
  if (idAt + ID_BYTES > idBytes.length) {
    idBytes = randomBytes(ID_BYTES * 512)
    idAt = 0
  }
  idAt += ID_BYTES
  return idBytes.toString('hex', idAt - ID_BYTES, idAt)
}

/**
 * The standalone mock server: Fastify answers HTTP (parsing, limits, static files, compression,
 * CORS, security headers, the log) and msw's handlers answer the API, through `getResponse`, as in
 * the browser and in the tests (decision 014).
 */
export async function createMockServer(options: MockServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    // the wildcard of a long path (a Korean name, percent-encoded) is one parameter
    routerOptions: { maxParamLength: 4096 },
    requestTimeout: 60_000,
    // each answer names its request (`x-request-id`) as the log line does (`reqId`): a problem
    // report lists the ids of the calls a tester made (issue 30)
    genReqId: requestId,
    // one line per request, written by the onResponse hook below
    logController: new LogController({ disableRequestLogging: true }),
    logger: {
      level: options.logLevel,
      // nothing of a request but its method and redacted URL reaches the log (no headers: tokens);
      // the URL is the target as the server parses it, decoded and redacted (`redactUrl`), never
      // the target as it came
      serializers: {
        req: (req: { method: string; url: string }) => ({
          method: req.method,
          url: redactUrl(req.url),
        }),
        res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    frameworkErrors(error, _request, reply) {
      // a broken percent escape in the path (find-my-way cannot decode it)
      void json(reply, 400, `잘못된 요청 주소입니다. (${error.code})`)
    },
  })

  app.decorateRequest('target', null)
  app.decorateRequest('scenario', null)
  app.decorateRequest('bodyFault', null)
  app.decorateRequest('logged', false)

  await app.register(helmet, {
    global: true,
    // set per answer below: the portal's, the API's, the stand-ins', the files'
    contentSecurityPolicy: false,
    // plain http on a developer's machine: HSTS would only bind other services of that host name
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // a page of the portal tells the next one it came from the portal (link pages go back to it);
    // no other origin learns a page's address, which may hold a code
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
  })
  await app.register(cors, {
    origin: [...options.corsOrigins],
    allowedHeaders: ['content-type', 'x-auth-token'],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposedHeaders: [
      'Content-Disposition',
      REQUEST_ID_HEADER,
      SCENARIO_HEADER,
      ACTIVE_SCENARIOS_HEADER,
    ],
    strictPreflight: false,
  })
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  })
  if (options.site)
    await app.register(fastifyStatic, {
      root: options.site.root,
      serve: false,
      preCompressed: true,
      cacheControl: false,
      dotfiles: 'ignore',
      acceptRanges: false,
    })

  // Every body reaches msw as the bytes that came (msw's handlers read and check it); a body over
  // BODY_LIMIT is refused by Fastify from its Content-Length before a byte of it is read.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))

  app.addHook('onRequest', async (request, reply) => {
    request.target = requestUrl(request.url, request.headers.host, options.fallbackOrigin)
    if (!request.target) return json(reply, 400, '잘못된 요청입니다. (Host 또는 요청 주소)')
    const misdirected = hostRefusal(request.target, options.allowedHosts ?? [])
    if (misdirected) return json(reply, misdirected.status, misdirected.message)
    // the QA helpers refuse a body that is not JSON themselves, after the origin (`qaRefusal`)
    const path = request.target.pathname
    if (isApiPath(path) && !(path === QA_PREFIX || path.startsWith(`${QA_PREFIX}/`))) {
      const unread = bodyTypeRefusal(request)
      if (unread) return json(reply, unread.status, unread.message)
    }
    reply.header('content-security-policy', PORTAL_CSP)
    reply.header('permissions-policy', PERMISSIONS_POLICY)
    reply.header(REQUEST_ID_HEADER, request.id)
  })

  const logRequest = (request: FastifyRequest, status: number | 'network', ms: number) => {
    // nothing is made for a line the log does not write (a quiet server: MOCK_LOG=0)
    if (options.logLevel !== 'info') return
    const { scenario, bodyFault } = request
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        status,
        ms: Math.round(ms * 10) / 10,
        // the QA scenario that shaped the answer (issue 30), so a tester reads why it came
        ...(scenario ? { scenario } : {}),
        // and what it did to the body (issue 50)
        ...(bodyFault ? { fault: bodyFault } : {}),
      },
      'request',
    )
  }

  app.addHook('onResponse', async (request, reply) => {
    if (request.logged) return
    logRequest(request, reply.statusCode, reply.elapsedTime)
  })

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500
    if (status === 413) {
      // the rest of the body is not read: the connection ends with the answer
      reply.header('connection', 'close')
      return json(reply, 413, `요청 본문이 너무 큽니다. (${BODY_LIMIT / 1024 / 1024} MB까지)`)
    }
    if (status < 500) return json(reply, status, `잘못된 요청입니다. (${error.code ?? status})`)
    request.log.error({ err: error }, 'mock server error')
    return json(reply, 500, 'mock server error')
  })

  app.setNotFoundHandler((request, reply) => {
    const path = request.target?.pathname ?? '/'
    if (isApiPath(path)) return json(reply, 404, '없는 API입니다.')
    // a method Fastify has no route for at all (e.g. PROPFIND) on a static path
    return refuseStaticMethod(reply)
  })

  // msw tries its handlers in order; those of another method can never answer, so each method
  // gets its own list, once (the handlers and their order are msw's as given)
  const byMethod = new Map<string, RequestHandler[]>()
  const handlersFor = (method: string): RequestHandler[] => {
    let list = byMethod.get(method)
    if (!list) {
      list = options.handlers.filter((h) => {
        const wanted = (h.info as { method?: unknown }).method
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
        const path = (h.info as { path?: unknown }).path
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

  async function answerApi(request: FastifyRequest, reply: FastifyReply) {
    const started = performance.now()
    const url = request.target!
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
    options.beforeAnswer?.()
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

  for (const prefix of API_PREFIXES)
    app.route({ method: [...API_METHODS], url: `${prefix}/*`, handler: answerApi })

  // the QA pages themselves ask for no token: they hold none, and read the one the tester gives
  // them (the QA page) or the link carries in its fragment (a saved set's start page, decision 068)
  const qaPageRoute = (path: string, csp: string, html: () => string) =>
    app.route({
      method: [...STATIC_METHODS],
      url: `${QA_PREFIX}/${path}`,
      handler: (_request, reply) => {
        if (!options.qa)
          return json(reply, 404, 'QA 도우미가 꺼져 있습니다. (MOCK_QA=1로 시작하면 켜집니다)')
        return reply
          .header('content-security-policy', csp)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(html())
      },
    })
  qaPageRoute('qa', QA_PAGE_CSP, qaPage)
  qaPageRoute('start', START_PAGE_CSP, startPage)

  app.route({
    method: [...API_METHODS],
    url: `${QA_PREFIX}/*`,
    handler: (request, reply) => {
      if (!options.qa)
        return json(reply, 404, 'QA 도우미가 꺼져 있습니다. (MOCK_QA=1로 시작하면 켜집니다)')
      const refusal = qaRefusal(
        {
          method: request.method,
          headers: request.headers,
        },
        options.qa.token,
        options.corsOrigins,
      )
      return refusal ? json(reply, refusal.status, refusal.message) : answerApi(request, reply)
    },
  })

  function refuseStaticMethod(reply: FastifyReply) {
    return reply
      .code(405)
      .header('allow', 'GET, HEAD, OPTIONS')
      .type('text/plain; charset=utf-8')
      .send('Method Not Allowed')
  }

  app.route({
    method: [...STATIC_METHODS],
    url: '/*',
    compress: false,
    handler(request, reply) {
      const site = options.site
      if (!site)
        return reply
          .code(404)
          .type('text/plain; charset=utf-8')
          .send('API only: the portal is served by npm start.')
      const answer = staticAnswer(site, request.target!.pathname)
      if (answer.kind === 'missing')
        return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
      const path = answer.kind === 'file' ? answer.path : '/index.html'
      reply.header('cache-control', answer.kind === 'file' ? cacheControlOf(path) : 'no-cache')
      const cached = site.cache.get(path)
      if (!cached) return reply.sendFile(path.slice(1))
      const encoding = chooseEncoding(
        request.headers['accept-encoding'],
        Object.keys(cached.bodies) as Encoding[],
      )
      const etag = cached.etags[encoding]!
      reply
        .header('content-type', cached.type)
        .header('vary', 'Origin, Accept-Encoding')
        .header('etag', etag)
        .header('last-modified', cached.lastModified)
      if (encoding !== 'identity') reply.header('content-encoding', encoding)
      if (fresh(request.headers['if-none-match'], etag)) return reply.code(304).send()
      return reply.send(cached.bodies[encoding])
    },
  })
  app.route({
    method: [...REFUSED_STATIC_METHODS],
    url: '/*',
    handler: (_request, reply) => refuseStaticMethod(reply),
  })

  return app
}
