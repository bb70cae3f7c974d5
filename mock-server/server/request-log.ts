import { randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { redactUrl } from './redact'

/**
 * What the standalone server notes on a request as it answers it, and its log: one JSON line a
 * request, with nothing of the request but its method and its redacted URL (no headers: tokens).
 */

/** How much the log writes: a line a request at 'info'; 'warn' keeps errors only. */
export type LogLevel = 'info' | 'warn' | 'silent'

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

/** The target of a request that got past onRequest, which answers any other itself. */
export function targetOf(request: FastifyRequest): URL {
  if (!request.target) throw new Error(`no target for ${request.method} ${redactUrl(request.url)}`)
  return request.target
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

/** The server's logger: at `level`, to `stream` (stdout when absent). */
export const loggerOf = (level: LogLevel, stream: { write(line: string): void } | undefined) => ({
  level,
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
  ...(stream ? { stream } : {}),
})

/** Writes a request's line: its status (or `network`, no answer at all) and how long it took. */
export type RequestLogger = (
  request: FastifyRequest,
  status: number | 'network',
  ms: number,
) => void

/** The request log at `level`: a line a request at 'info', none below. */
export const requestLogger =
  (level: LogLevel): RequestLogger =>
  (request, status, ms) => {
    // nothing is made for a line the log does not write (a quiet server: MOCK_LOG=0)
    if (level !== 'info') return
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
