import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createReadStream, existsSync, statSync } from 'node:fs'
import { extname, join, normalize, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { getResponse } from 'msw'
import { createHandlers } from './handlers'
import { createSeededDb } from './create'
import { readMockConfig } from './config'
import { createMockClock } from './clock'
import { readDataFile, writeDataFile } from './persistence'

/**
 * The mock API as one HTTP server: `npm run mock-server` (API only) and `npm start` (API plus the
 * built portal from SERVE_DIR). Every request is logged; JSON and text answers are gzipped when
 * the client accepts it; CORS answers the dev origin.
 */
const HOST = process.env.HOST ?? '127.0.0.1'
const PORT = Number(process.env.PORT ?? 4173)
const SERVE_DIR = process.env.SERVE_DIR ? resolve(process.env.SERVE_DIR) : null
const DATA_FILE = process.env.MOCK_DATA_FILE ? resolve(process.env.MOCK_DATA_FILE) : null
const CORS_ORIGINS = (
  process.env.MOCK_CORS_ORIGIN ?? 'http://localhost:5173,http://127.0.0.1:5173'
).split(',')
const QUIET = process.env.MOCK_LOG === '0'

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

const config = readMockConfig(process.env)
const saved = DATA_FILE ? readDataFile(DATA_FILE) : null
// a data file from an older version stops the start with a message saying what to do
const db = await createSeededDb(saved ? { dump: saved } : { config }).catch((e: unknown) => {
  throw new Error(
    `${DATA_FILE} does not match this version's data (${e instanceof Error ? e.message.split('\n')[0] : String(e)}). ` +
      'Delete the file, or start without MOCK_DATA_FILE, to begin with fresh demo data.',
  )
})
if (DATA_FILE && !saved) writeDataFile(DATA_FILE, db)
const clock = createMockClock(config)
const handlers = createHandlers({
  db,
  now: clock.now,
  advanceClock: clock.advance,
  onChange: DATA_FILE ? () => writeDataFile(DATA_FILE, db) : undefined,
})

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin
  if (!origin || !CORS_ORIGINS.includes(origin)) return {}
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-headers': 'content-type, x-auth-token',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-expose-headers': 'Content-Disposition',
    vary: 'Origin',
  }
}

const compressible = (type: string | null) =>
  !!type && /json|text|javascript|svg|html|css/.test(type)

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

async function sendApi(req: IncomingMessage, res: ServerResponse, url: URL) {
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req)
  const headers = new Headers()
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v)
  const request = new Request(url, {
    method: req.method,
    headers,
    body: body ? new Uint8Array(body) : undefined,
  })
  const response =
    (await getResponse(handlers, request)) ??
    new Response(JSON.stringify({ code: 404, message: 'not found' }), { status: 404 })
  const payload = Buffer.from(await response.arrayBuffer())
  const out: Record<string, string> = { ...corsHeaders(req) }
  response.headers.forEach((v, k) => (out[k] = v))
  const gzip =
    compressible(response.headers.get('content-type')) &&
    /gzip/.test(String(req.headers['accept-encoding'])) &&
    payload.length > 512
  if (gzip) out['content-encoding'] = 'gzip'
  const data = gzip ? gzipSync(payload) : payload
  out['content-length'] = String(data.length)
  res.writeHead(response.status, out)
  res.end(data)
  return response.status
}

function sendStatic(req: IncomingMessage, res: ServerResponse, url: URL): number {
  if (!SERVE_DIR) {
    res
      .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
      .end('API only: the portal is served by npm start.')
    return 404
  }
  const requested = normalize(join(SERVE_DIR, decodeURIComponent(url.pathname)))
  const inside = requested.startsWith(SERVE_DIR)
  const file =
    inside && existsSync(requested) && statSync(requested).isFile()
      ? requested
      : join(SERVE_DIR, 'index.html')
  const type = MIME[extname(file)] ?? 'application/octet-stream'
  const headers: Record<string, string> = {
    'content-type': type,
    'cache-control': file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  }
  if (compressible(type) && /gzip/.test(String(req.headers['accept-encoding']))) {
    headers['content-encoding'] = 'gzip'
    const chunks: Buffer[] = []
    const stream = createReadStream(file)
    stream.on('data', (c) => chunks.push(c as Buffer))
    stream.on('end', () => {
      const data = gzipSync(Buffer.concat(chunks))
      res.writeHead(200, { ...headers, 'content-length': String(data.length) }).end(data)
    })
    return 200
  }
  res.writeHead(200, headers)
  createReadStream(file).pipe(res)
  return 200
}

const server = createServer(async (req, res) => {
  const started = performance.now()
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${HOST}:${PORT}`}`)
  let status = 500
  try {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, corsHeaders(req)).end()
      status = 204
    } else if (
      ['/api/', '/v3/generate/', '/voucher/qr/', '/legal/', '/__mock/'].some((p) =>
        url.pathname.startsWith(p),
      )
    ) {
      status = await sendApi(req, res, url)
    } else {
      status = sendStatic(req, res, url)
    }
  } catch (e) {
    console.error(e)
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ code: 500, message: 'mock server error' }))
  }
  if (!QUIET)
    console.log(
      `${req.method} ${url.pathname}${url.search} ${status} ${(performance.now() - started).toFixed(1)}ms`,
    )
})

server.listen(PORT, HOST, () => {
  console.log(`Mock API${SERVE_DIR ? ' and portal' : ''} on http://${HOST}:${PORT}`)
  console.log(
    DATA_FILE
      ? `Data file: ${DATA_FILE}${saved ? ' (loaded)' : ' (new)'}`
      : `Fresh data (seed ${config.MOCK_SEED})`,
  )
})

// Stop accepting, drop idle keep-alive connections; the process ends once nothing is left open.
const stop = () => {
  server.close()
  server.closeAllConnections()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
