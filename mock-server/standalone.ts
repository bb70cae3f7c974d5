import { resolve } from 'node:path'
import { createHandlers } from './handlers'
import { createSeededDb } from './create'
import { readMockConfig } from './config'
import { createMockClock } from './clock'
import { scryptPasswords } from './passwords-scrypt'
import { readDataFile, writeDataFile } from './persistence'
import { createMockServer } from './server/app'
import { readStaticSite } from './server/static-files'

/**
 * The mock API as one HTTP server: `npm run mock-server` (API only) and `npm start` (API plus the
 * built portal from SERVE_DIR). Fastify answers HTTP, msw's handlers the API (decision 014).
 */
const HOST = process.env.HOST ?? '127.0.0.1'
const PORT = Number(process.env.PORT ?? 4173)
const SERVE_DIR = process.env.SERVE_DIR ? resolve(process.env.SERVE_DIR) : null
const DATA_FILE = process.env.MOCK_DATA_FILE ? resolve(process.env.MOCK_DATA_FILE) : null
const CORS_ORIGINS = (
  process.env.MOCK_CORS_ORIGIN ?? 'http://localhost:5173,http://127.0.0.1:5173'
).split(',')
const QUIET = process.env.MOCK_LOG === '0'
const QA = process.env.MOCK_QA === '1'

const config = readMockConfig(process.env)
const saved = DATA_FILE ? readDataFile(DATA_FILE) : null
// a data file from an older version stops the start with a message saying what to do
const db = await createSeededDb(
  saved ? { passwords: scryptPasswords, dump: saved } : { passwords: scryptPasswords, config },
).catch((e: unknown) => {
  throw new Error(
    `${DATA_FILE} does not match this version's data (${e instanceof Error ? e.message.split('\n')[0] : String(e)}). ` +
      'Delete the file, or start without MOCK_DATA_FILE, to begin with fresh demo data.',
  )
})
if (DATA_FILE && !saved) writeDataFile(DATA_FILE, db)
const clock = createMockClock(config)
const handlers = createHandlers(
  {
    db,
    passwords: scryptPasswords,
    now: clock.now,
    advanceClock: clock.advance,
    onChange: DATA_FILE ? () => writeDataFile(DATA_FILE, db) : undefined,
  },
  { qa: QA },
)

const server = await createMockServer({
  handlers,
  site: SERVE_DIR ? readStaticSite(SERVE_DIR) : null,
  corsOrigins: CORS_ORIGINS,
  qa: QA,
  fallbackOrigin: `http://${HOST}:${PORT}`,
  logLevel: QUIET ? 'warn' : 'info',
})

await server.listen({ port: PORT, host: HOST })
console.log(`Mock API${SERVE_DIR ? ' and portal' : ''} on http://${HOST}:${PORT}`)
console.log(
  DATA_FILE
    ? `Data file: ${DATA_FILE}${saved ? ' (loaded)' : ' (new)'}`
    : `Fresh data (seed ${config.MOCK_SEED})`,
)
if (QA) console.log('QA helpers on: POST /__mock/clock, /__mock/vbank-deposit')

// Stop accepting, end open connections; the process ends once nothing is left open.
const stop = () => void server.close()
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
