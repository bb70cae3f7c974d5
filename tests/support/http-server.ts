import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { createHandlers } from '../../mock-server/handlers'
import { createSeededDb } from '../../mock-server/create'
import { createMockClock } from '../../mock-server/clock'
import { scryptPasswords } from '../../mock-server/passwords-scrypt'
import { nodeReportFont } from '../../mock-server/files/report-font-node'
import { TEST_PARTNER_SID_KEY } from '../../mock-server/node'
import type { MockConfig } from '../../mock-server/config'
import type { FileMaker } from '../../mock-server/files/file-jobs'
import { createMockServer, type MockServerOptions } from '../../mock-server/server/app'
import { readStaticSite } from '../../mock-server/server/static-files'

/**
 * The standalone server's HTTP layer in the test process, on a free port, over a small seeded db:
 * what `mock-server/standalone.ts` builds, with the log kept in `log` (one JSON object a line).
 */
export async function startHttpServer(
  options: {
    serveDir?: string
    /** the QA helpers on, with this token */
    qaToken?: string
    /** the origin of the links the server writes (MOCK_PUBLIC_ORIGIN) */
    publicOrigin?: string
    /** what a 429 for an address's flood waits for (the standalone server: a second) */
    holdFloodAnswer?: () => Promise<void>
    config?: Partial<MockConfig>
    /** how downloads are built (the standalone server's worker); in the thread unless given */
    files?: FileMaker
  } & Partial<Pick<MockServerOptions, 'corsOrigins'>> = {},
) {
  const db = await createSeededDb({
    passwords: scryptPasswords,
    config: { MOCK_STAFF: 1, MOCK_CUSTOMERS: 1, MOCK_CHECKUPS: 20, ...options.config },
  })
  const clock = createMockClock(options.config)
  const qa = options.qaToken !== undefined
  const lines: string[] = []
  const app = await createMockServer({
    handlers: createHandlers(
      {
        db,
        passwords: scryptPasswords,
        reportFont: nodeReportFont,
        partnerSidKey: TEST_PARTNER_SID_KEY,
        ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
        ...(options.holdFloodAnswer ? { holdFloodAnswer: options.holdFloodAnswer } : {}),
        ...(options.files ? { files: options.files } : {}),
        now: clock.now,
        advanceClock: clock.advance,
      },
      { qa },
    ),
    site: options.serveDir ? readStaticSite(options.serveDir) : null,
    corsOrigins: options.corsOrigins ?? ['http://localhost:5173'],
    qa: options.qaToken !== undefined ? { token: options.qaToken } : null,
    fallbackOrigin: 'http://127.0.0.1',
    logLevel: 'info',
    logStream: { write: (line) => void lines.push(line) },
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  return {
    app,
    db,
    clock,
    port,
    base: `http://127.0.0.1:${port}`,
    /** the request log so far, parsed */
    log: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
    rawLog: () => lines.join(''),
    close: () => app.close(),
  }
}

/** What came back on a raw connection: the status line's code, the head and the body as text. */
export interface RawAnswer {
  status: number
  head: string
  body: string
  /** the server closed the connection */
  closed: boolean
}

/**
 * Writes `text` as it is on a new connection (no client library fixes it up) and reads until the
 * server closes or `waitMs` of silence; `then` writes more after the first answer byte.
 */
export function rawRequest(port: number, text: string | Buffer, waitMs = 400): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text))
    let data = ''
    let timer: NodeJS.Timeout | undefined
    const finish = (closed: boolean) => {
      clearTimeout(timer)
      socket.destroy()
      const [head = '', ...rest] = data.split('\r\n\r\n')
      resolve({
        status: Number(head.split(' ')[1] ?? 0),
        head,
        body: rest.join('\r\n\r\n'),
        closed,
      })
    }
    const arm = () => {
      clearTimeout(timer)
      timer = setTimeout(() => finish(false), waitMs)
    }
    socket.on('data', (chunk) => {
      data += chunk.toString('utf8')
      arm()
    })
    socket.on('end', () => finish(true))
    socket.on('error', (e) => (data ? finish(true) : reject(e)))
    arm()
  })
}
