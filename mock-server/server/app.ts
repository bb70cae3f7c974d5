import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
} from 'fastify'
import compress from '@fastify/compress'
import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import fastifyStatic from '@fastify/static'
import type { RequestHandler } from 'msw'
import { constants as zlib } from 'node:zlib'
import { ACTIVE_SCENARIOS_HEADER, SCENARIO_HEADER } from '../scenarios'
import { REQUEST_ID_HEADER } from '../../src/shared/contract/operation'
import { QA_PAGE_CSP, qaPage } from '../pages/qa-page'
import { START_PAGE_CSP, startPage } from '../pages/start-page'
import { apiAnswerer } from './api-answer'
import { bodyTypeRefusal, hostRefusal, qaRefusal } from './refusals'
import { loggerOf, requestId, requestLogger, targetOf, type LogLevel } from './request-log'
import { requestUrl } from './request-url'
import { PERMISSIONS_POLICY, PORTAL_CSP } from './security-headers'
import { cacheControlOf, staticAnswer, type StaticSite } from './static-files'
import { chooseEncoding } from './static-cache'

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
  logLevel: LogLevel
  /** runs after msw answered and before the answer is sent (the data file's flush) */
  beforeAnswer?: () => void
  /** where the log goes (stdout when absent) */
  logStream?: { write(line: string): void }
}

const json = (reply: FastifyReply, status: number, message: string) =>
  reply
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify({ code: status, message }))

const isApiPath = (path: string) =>
  [...API_PREFIXES, QA_PREFIX].some((p) => path === p || path.startsWith(`${p}/`))

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
    logger: loggerOf(options.logLevel, options.logStream),
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

  const logRequest = requestLogger(options.logLevel)

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

  const answerApi = apiAnswerer(options.handlers, options.beforeAnswer, logRequest)

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
      const answer = staticAnswer(site, targetOf(request).pathname)
      if (answer.kind === 'missing')
        return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
      const path = answer.kind === 'file' ? answer.path : '/index.html'
      reply.header('cache-control', answer.kind === 'file' ? cacheControlOf(path) : 'no-cache')
      const cached = site.cache.get(path)
      if (!cached) return reply.sendFile(path.slice(1))
      const encoding = chooseEncoding(
        request.headers['accept-encoding'],
        (['br', 'gzip'] as const).filter((e) => cached.bodies[e] !== undefined),
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
