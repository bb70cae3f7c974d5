// first: the contract's schemas compile their parsers only if set before they are made
import './zod-jit'
// then, before any module makes a date: the server's day is Korea's (decision 077)
import './korea-time'
import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import { createHandlers } from './handlers'
import { createSeededDb } from './create'
import { createDb } from './db'
import { readMockConfig } from './config'
import { createMockClock } from './clock'
import { createScryptPasswords, DERIVATIONS_AT_ONCE } from './passwords-scrypt'
import { deriveWorkers } from './derive-workers'
import { nodeReportFont } from './files/report-font-node'
import { workerFiles } from './files/worker-files'
import {
  DataFileError,
  loadInto,
  openDataFile,
  readDataFile,
  readScenarioSetsFile,
  scenarioSetsFileOf,
  writeScenarioSetsFile,
  type DataFile,
} from './persistence'
import { ScenarioSets } from './scenario-sets'
import { createMockServer } from './server/app'
import { QA_TOKEN_HEADER } from './server/refusals'
import { readStaticSite } from './server/static-files'
import { newSidKey } from './partner-sid'

/**
 * The mock API as one HTTP server: `npm run mock-server` (API only) and `npm start` (API plus the
 * built portal from SERVE_DIR). Fastify answers HTTP, msw's handlers the API (decision 014);
 * MOCK_DATA_FILE keeps the data as an append-only log (decision 016).
 */
const HOST = process.env.HOST ?? '127.0.0.1'
const PORT = Number(process.env.PORT ?? 4173)
const SERVE_DIR = process.env.SERVE_DIR ? resolve(process.env.SERVE_DIR) : null
const DATA_FILE = process.env.MOCK_DATA_FILE ? resolve(process.env.MOCK_DATA_FILE) : null
const PERSIST_SESSIONS = process.env.MOCK_PERSIST_SESSIONS === '1'
const COMPACT_BYTES = Number(process.env.MOCK_DATA_COMPACT_MB ?? 64) * 1024 * 1024
const CORS_ORIGINS = (
  process.env.MOCK_CORS_ORIGIN ?? 'http://localhost:5173,http://127.0.0.1:5173'
).split(',')
const QUIET = process.env.MOCK_LOG === '0'
const QA = process.env.MOCK_QA === '1'
/** the QA helpers' token: MOCK_QA_TOKEN, else a new one each start (printed below) */
const QA_TOKEN = process.env.MOCK_QA_TOKEN || randomBytes(16).toString('hex')
/**
 * the origin of links the server writes into its data (the voucher QR link): MOCK_PUBLIC_ORIGIN,
 * else the server's own address (localhost when it listens on every interface)
 */
const PUBLIC_ORIGIN =
  process.env.MOCK_PUBLIC_ORIGIN ||
  `http://${HOST === '0.0.0.0' || HOST === '::' ? 'localhost' : HOST}:${PORT}`
/**
 * the names the server answers to besides localhost and IP addresses (issue 48, 421 otherwise):
 * HOST when it is a name, MOCK_PUBLIC_ORIGIN's, and MOCK_ALLOWED_HOSTS (a comma list)
 */
const ALLOWED_HOSTS = [
  HOST,
  new URL(PUBLIC_ORIGIN).hostname,
  ...(process.env.MOCK_ALLOWED_HOSTS ?? '').split(','),
]
  .map((name) => name.trim())
  .filter((name) => name !== '')
/** how long a password check refused for its address's flood is held before it is answered */
const FLOOD_ANSWER_DELAY_MS = 1000
/** the key partner sids are made and checked with: MOCK_SID_KEY, else a new one each start */
const SID_KEY = process.env.MOCK_SID_KEY || newSidKey()

async function main() {
  const config = readMockConfig(process.env)
  // a flooding address's passwords are derived on threads of the lowest priority (decision 041)
  const derivations = deriveWorkers(DERIVATIONS_AT_ONCE)
  const passwords = createScryptPasswords({ background: derivations.derive })
  // a bad data file stops here with one sentence, before anything is written
  const saved = DATA_FILE ? readDataFile(DATA_FILE) : null
  // the QA's saved scenario sets, in a file beside the data file (decision 068): a bad one stops
  // the start here too, before anything is written
  const setsFile = DATA_FILE && QA ? scenarioSetsFileOf(DATA_FILE) : null
  const scenarioSets = new ScenarioSets(setsFile ? readScenarioSetsFile(setsFile) : [])
  if (setsFile) scenarioSets.listen(() => writeScenarioSetsFile(setsFile, scenarioSets.list()))
  let db
  if (saved) {
    db = createDb()
    await loadInto(db, saved, DATA_FILE!, { sessions: PERSIST_SESSIONS })
  } else db = await createSeededDb({ passwords, config })
  const dataFile: DataFile | null = DATA_FILE
    ? openDataFile(DATA_FILE, db, saved !== null, {
        sessions: PERSIST_SESSIONS,
        compactBytes: COMPACT_BYTES,
      })
    : null

  const clock = createMockClock(config)
  const files = workerFiles()
  const flush = dataFile ? () => dataFile.flush() : undefined
  const handlers = createHandlers(
    {
      db,
      passwords,
      reportFont: nodeReportFont,
      // workbooks, PDFs and zips are built on a worker thread (decision 042)
      files,
      partnerSidKey: SID_KEY,
      publicOrigin: PUBLIC_ORIGIN,
      holdFloodAnswer: () => new Promise((resolve) => setTimeout(resolve, FLOOD_ANSWER_DELAY_MS)),
      now: clock.now,
      advanceClock: clock.advance,
      onChange: flush,
      onSessionChange: PERSIST_SESSIONS ? flush : undefined,
      scenarioSets,
    },
    { qa: QA },
  )

  const server = await createMockServer({
    handlers,
    site: SERVE_DIR ? readStaticSite(SERVE_DIR) : null,
    corsOrigins: CORS_ORIGINS,
    qa: QA ? { token: QA_TOKEN } : null,
    fallbackOrigin: `http://${HOST}:${PORT}`,
    allowedHosts: ALLOWED_HOSTS,
    logLevel: QUIET ? 'warn' : 'info',
    // whatever a request changed is on disk before its answer leaves
    ...(flush ? { beforeAnswer: flush } : {}),
  })

  await server.listen({ port: PORT, host: HOST })
  console.log(`Mock API${SERVE_DIR ? ' and portal' : ''} on http://${HOST}:${PORT}`)
  console.log(
    DATA_FILE
      ? `Data file: ${DATA_FILE}${saved ? ` (loaded, ${saved.changes} changes compacted)` : ' (new)'}${PERSIST_SESSIONS ? ', sessions kept' : ''}${setsFile ? `; QA scenario sets: ${setsFile} (${scenarioSets.list().length})` : ''}`
      : `Fresh data (seed ${config.MOCK_SEED})`,
  )
  console.log(
    process.env.MOCK_SID_KEY
      ? 'Partner sids: key from MOCK_SID_KEY'
      : `Partner sids: a new key; to make one: MOCK_SID_KEY=${SID_KEY} npm run mock:sid -- OL1000001`,
  )
  if (QA) {
    console.log(
      `QA helpers on: POST /__mock/clock, /__mock/vbank-deposit, /__mock/created-vouchers/{use,reclaim}, /__mock/scenarios (and /sets), GET /__mock/partner-sid; send the header ${QA_TOKEN_HEADER}: ${QA_TOKEN} and JSON bodies`,
    )
    console.log(`QA page: ${PUBLIC_ORIGIN}/__mock/qa#token=${QA_TOKEN}`)
  }
  // the file libraries and the report font, loaded in the file worker while nobody waits for them
  // (decision 017): the first download is then as fast as the next; a failure here shows with that
  // download. The worker builds every download (decision 042): this thread loads none of them.
  void files.preload().catch(() => undefined)

  // Stop accepting, end open connections; the process ends once nothing is left open.
  const stop = () =>
    void server.close().then(() => {
      void files.close()
      void derivations.close()
      dataFile?.flush()
      dataFile?.close()
    })
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((e: unknown) => {
  // a data file or a configuration the server cannot use: one sentence, no stack
  if (e instanceof DataFileError || (e instanceof Error && e.message.startsWith('Invalid mock'))) {
    console.error(e.message)
    process.exit(1)
  }
  throw e
})
