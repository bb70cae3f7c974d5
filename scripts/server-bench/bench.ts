// npm run bench:server: the standalone server under load (the figures of issues 9, 29 and 31).
// It measures and prints; it asserts nothing (the numbers go into docs/performance.md by hand).
// Everything runs on 127.0.0.1 and stops by itself. BENCH_SECONDS (default 10) is the length of
// each load run, BENCH_WARMUP_SECONDS (default 3) the uncounted load before each steady-state one.
import { spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { crashRound, freePort, startServer } from './crash-round'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const LOGIN_SECONDS = Number(process.env.BENCH_LOGIN_SECONDS ?? 30)
const CRASH_ROUNDS = Number(process.env.BENCH_CRASH_ROUNDS ?? 10)
/** seconds of the same load before each steady-state figure, not counted (JIT, caches, indexes) */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3)
const CONNECTIONS = 50
const BIG = 100_000
const figures: [string, string, string][] = []

const record = (figure: string, goal: string, measured: string) => {
  figures.push([figure, goal, measured])
  console.log(`${figure}: ${measured} (goal ${goal})`)
}

async function load(
  url: string,
  options: Partial<autocannon.Options> = {},
): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...options })
}

/**
 * A steady-state figure: the same load for WARMUP_SECONDS first, not counted, as a server that has
 * been answering for a while (its code compiled, the scope's indexes and orders made), then the
 * measured run.
 */
async function measure(
  url: string,
  options: Partial<autocannon.Options> = {},
): Promise<autocannon.Result> {
  if (WARMUP_SECONDS > 0) await load(url, { ...options, duration: WARMUP_SECONDS })
  return load(url, options)
}

const rate = (r: autocannon.Result) =>
  `${Math.round(r.requests.average).toLocaleString('en')} req/s, p99 ${r.latency.p99} ms` +
  (r.non2xx || r.errors ? ` (${r.non2xx} non-2xx, ${r.errors} errors)` : '')

async function login(base: string, userId = 'siteadmin'): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId, password: 'Test1234!' }),
  })
  return ((await res.json()) as { token: string }).token
}

const LIST = '/api/checkups?start=19000101&end=20991231&page=1&size=25'
/** name searches of the dashboard: a surname, a given name, a whole name, one syllable */
const NAMES = ['김', '민준', '이서연', '수']
/**
 * issue 31, the list sorted on the server: by name from ㄱ on page 1, page 3,000 (rows 74,976 to
 * 75,000 of 100,000) and page 2,000 (the middle); by birthday, latest first, with the name
 * searches; and the list order's own page 3,000 beside them
 */
const BY_NAME = `${LIST}&sort=userName&order=asc`
const LATE = (path: string) => path.replace('page=1&', 'page=3000&')
const MIDDLE = (path: string) => path.replace('page=1&', 'page=2000&')
const BY_BIRTHDAY = `${LIST}&sort=birthday&order=desc`
/** the customer-list Excel of siteadmin's whole range: 100,000 rows at 100,000 checkups */
const EXCEL = '/api/checkups/excel?start=19000101&end=20991231'

/**
 * Whole-range exports one after another until stopped (issue 29): what an export costs the
 * other requests is measured while one is always being built.
 */
function exportsMeanwhile(base: string, token: string) {
  let stopped = false
  const seconds: number[] = []
  const statuses = new Map<number, number>()
  const running = (async () => {
    while (!stopped) {
      const began = performance.now()
      const res = await fetch(`${base}${EXCEL}`, { headers: { 'x-auth-token': token } })
      await res.arrayBuffer()
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
      if (res.ok) seconds.push((performance.now() - began) / 1000)
    }
  })()
  return {
    async stop() {
      stopped = true
      await running
      const statusText = [...statuses].map(([status, n]) => `${n} x ${status}`).join(', ')
      const mean = seconds.reduce((a, b) => a + b, 0) / Math.max(1, seconds.length)
      return `${statusText}, ${mean.toFixed(1)} s each`
    },
  }
}

/** The answers of a run by status: `12,345 x 404, 10 x 429`. */
const byStatus = (r: autocannon.Result) =>
  Object.entries(
    (r as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {},
  )
    .map(([status, { count }]) => `${Number(count).toLocaleString('en')} x ${status}`)
    .join(', ')

function rssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

/** 20 clients each sending a 50 MB body (declared, or chunked) at once; the peak RSS meanwhile. */
async function bigBodies(port: number, child: ChildProcess, chunked: boolean): Promise<number> {
  const before = rssMb(child)
  let peak = before
  const poll = setInterval(() => (peak = Math.max(peak, rssMb(child))), 20)
  const chunk = Buffer.alloc(256 * 1024, 120)
  const total = 50 * 1024 * 1024
  await Promise.all(
    Array.from(
      { length: 20 },
      () =>
        new Promise<void>((resolve) => {
          const socket = connect(port, '127.0.0.1')
          let sent = 0
          let done = false
          const finish = () => {
            done = true
            socket.destroy()
            resolve()
          }
          socket.on('data', finish)
          socket.on('error', finish)
          socket.on('close', finish)
          socket.on('connect', () => {
            socket.write(
              `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
                (chunked
                  ? 'Transfer-Encoding: chunked\r\n\r\n'
                  : `Content-Length: ${total}\r\n\r\n`),
            )
            const pump = () => {
              while (!done && sent < total) {
                const data = chunked
                  ? Buffer.concat([
                      Buffer.from(`${chunk.length.toString(16)}\r\n`),
                      chunk,
                      Buffer.from('\r\n'),
                    ])
                  : chunk
                sent += chunk.length
                if (!socket.write(data)) return void socket.once('drain', pump)
              }
            }
            pump()
          })
        }),
    ),
  )
  clearInterval(poll)
  return peak - before
}

async function main() {
  if (!existsSync('dist-embedded/index.html')) {
    const build = spawnSync('npx', ['vite', 'build', '--mode', 'embedded', '--logLevel', 'error'], {
      stdio: 'inherit',
    })
    if (build.status !== 0) process.exit(1)
  }
  const asset = readdirSync('dist-embedded/assets').find((f) => /^index-.*\.js$/.test(f))!

  // 300 checkups
  let port = await freePort()
  let server = await startServer({ MOCK_CHECKUPS: '300' }, port)
  let base = `http://127.0.0.1:${port}`
  let token = await login(base)
  const small = await measure(`${base}${LIST}`, { headers: { 'x-auth-token': token } })
  server.kill('SIGTERM')

  // 100,000 checkups, with the portal
  port = await freePort()
  const started = performance.now()
  server = await startServer({ MOCK_CHECKUPS: String(BIG), SERVE_DIR: 'dist-embedded' }, port)
  console.log(
    `server up with ${BIG.toLocaleString('en')} checkups in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  base = `http://127.0.0.1:${port}`
  token = await login(base)
  const big = await measure(`${base}${LIST}`, { headers: { 'x-auth-token': token } })
  // a name search (issue 29): the four names in turn on every connection
  const named = await measure(base, {
    headers: { 'x-auth-token': token },
    requests: NAMES.map((name) => ({ path: `${LIST}&name=${encodeURIComponent(name)}` })),
  })
  const sorted = {
    byName: await measure(`${base}${BY_NAME}`, { headers: { 'x-auth-token': token } }),
    byNameLate: await measure(`${base}${LATE(BY_NAME)}`, { headers: { 'x-auth-token': token } }),
    byNameMiddle: await measure(`${base}${MIDDLE(BY_NAME)}`, {
      headers: { 'x-auth-token': token },
    }),
    late: await measure(`${base}${LATE(LIST)}`, { headers: { 'x-auth-token': token } }),
    byBirthdayNamed: await measure(base, {
      headers: { 'x-auth-token': token },
      requests: NAMES.map((name) => ({ path: `${BY_BIRTHDAY}&name=${encodeURIComponent(name)}` })),
    }),
  }
  record('25-row list, 50 concurrent, 300 checkups', '>= 1,000 req/s, p99 <= 100 ms', rate(small))
  record('25-row list, 50 concurrent, 100,000 checkups', '>= 1,000 req/s, p99 <= 100 ms', rate(big))
  record(
    '25-row list with a name search, 50 concurrent, 100,000 checkups',
    '>= 1,000 req/s, p99 <= 100 ms',
    rate(named),
  )
  record(
    '25-row list, page 3,000 (rows 74,976-75,000), 50 concurrent, 100,000 checkups',
    '>= 1,000 req/s, p99 <= 100 ms',
    rate(sorted.late),
  )
  record(
    '25-row list sorted by name (asc), page 1, 50 concurrent, 100,000 checkups',
    '>= 1,000 req/s, p99 <= 100 ms',
    rate(sorted.byName),
  )
  record(
    '25-row list sorted by name (asc), page 3,000, 50 concurrent, 100,000 checkups',
    '>= 1,000 req/s, p99 <= 100 ms',
    rate(sorted.byNameLate),
  )
  record(
    '25-row list sorted by name (asc), page 2,000 (the middle), 50 concurrent, 100,000 checkups',
    '>= 1,000 req/s, p99 <= 100 ms',
    rate(sorted.byNameMiddle),
  )
  record(
    '25-row list sorted by birthday (desc) with a name search, 50 concurrent, 100,000 checkups',
    '>= 1,000 req/s, p99 <= 100 ms',
    rate(sorted.byBirthdayNamed),
  )

  const authed = `${base}/api/auth/issuable-number`
  const before = await measure(authed, { headers: { 'x-auth-token': token } })
  const logins = await load(`${base}/api/auth/login`, {
    method: 'POST',
    duration: LOGIN_SECONDS,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: 'fc0001', password: 'Test1234!' }),
  })
  const after = await measure(authed, { headers: { 'x-auth-token': token } })
  record(
    `login, 50 concurrent, 100,000 checkups (${LOGIN_SECONDS} s)`,
    '>= 500 req/s',
    `${rate(logins)}; ${logins.requests.total.toLocaleString('en')} logins`,
  )
  const change = (after.requests.average / before.requests.average - 1) * 100
  record(
    `authenticated requests after ${LOGIN_SECONDS} s of logins`,
    'within 10 % of before',
    `${rate(before)} before, ${rate(after)} after (${change >= 0 ? '+' : ''}${change.toFixed(1)} %)`,
  )

  const js = `${base}/assets/${asset}`
  const full = await load(js, { headers: { 'accept-encoding': 'br, gzip' } })
  const etag = (await fetch(js, { headers: { 'accept-encoding': 'br, gzip' } })).headers.get(
    'etag',
  )!
  const revalidated = await load(js, {
    headers: { 'accept-encoding': 'br, gzip', 'if-none-match': etag },
  })
  // autocannon reads bodies in JavaScript: on two cores it saturates near 60 MB/s, far below what
  // the server sends, so wrk (Debian's package, when installed) measures the full-body figure too
  const wrk = spawnSync(
    'wrk',
    ['-t1', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '-H', 'accept-encoding: br, gzip', js],
    { encoding: 'utf8' },
  )
  const wrkRate = /Requests\/sec:\s+([\d.]+)/.exec(wrk.stdout ?? '')?.[1]
  const wrkBytes = /Transfer\/sec:\s+(\S+)/.exec(wrk.stdout ?? '')?.[1]
  record(
    'main JS asset, 50 concurrent',
    '>= 2,000 req/s',
    (wrkRate
      ? `wrk: ${Math.round(Number(wrkRate)).toLocaleString('en')} req/s (${wrkBytes}/s, brotli); `
      : 'wrk not installed; ') +
      `autocannon: ${rate(full)} (${(full.throughput.average / 1024 / 1024).toFixed(0)} MB/s); revalidated (304): ${Math.round(revalidated.requests.average).toLocaleString('en')} req/s, p99 ${revalidated.latency.p99} ms`,
  )

  const declared = await bigBodies(port, server, false)
  const chunked = await bigBodies(port, server, true)
  record(
    'RSS with 20 parallel 50 MB bodies',
    'grows < 50 MB',
    `+${declared.toFixed(1)} MB (Content-Length), +${chunked.toFixed(1)} MB (chunked)`,
  )

  // issue 29: auth/me alone, while whole-range exports are built, during a wrong-password flood
  const me = `${base}/api/auth/me`
  const meAlone = await measure(me, { headers: { 'x-auth-token': token } })
  const exporting = exportsMeanwhile(base, token)
  const meExporting = await load(me, { headers: { 'x-auth-token': token } })
  const exported = await exporting.stop()
  record(
    'auth/me, 50 concurrent, while whole-range Excel exports (100,000 rows) run one after another',
    'p99 <= 100 ms',
    `${rate(meExporting)}; alone ${rate(meAlone)}; exports: ${exported}`,
  )
  let flooded = 0
  const [flood, meFlooded] = await Promise.all([
    load(`${base}/api/auth/login`, {
      requests: [
        {
          method: 'POST',
          path: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          // a new made-up id each time: no id's own lock answers for the flood
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ userId: `flood${++flooded}`, password: 'Wrong1234!' }),
          }),
        },
      ],
    }),
    load(me, { headers: { 'x-auth-token': token } }),
  ])
  record(
    'auth/me, 50 concurrent, during 50 concurrent wrong passwords from one address',
    'p99 <= 100 ms',
    `${rate(meFlooded)}; the flood: ${Math.round(flood.requests.average).toLocaleString('en')} req/s, p99 ${flood.latency.p99} ms (${byStatus(flood)})`,
  )
  server.kill('SIGTERM')

  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'))
  let acknowledged = 0
  const lost: string[] = []
  const loadErrors: string[] = []
  for (let round = 1; round <= CRASH_ROUNDS; round++) {
    const result = await crashRound({
      port: await freePort(),
      dataFile: join(dir, 'db.jsonl'),
      writers: 20,
      round,
      maxMs: 2000,
    })
    acknowledged += result.acknowledged
    lost.push(...result.lost)
    if (result.loadError) loadErrors.push(result.loadError)
  }
  rmSync(dir, { recursive: true, force: true })
  record(
    `kill -9 during 20 concurrent writers, ${CRASH_ROUNDS} rounds`,
    '0 acknowledged writes lost, file always loads',
    `${lost.length} of ${acknowledged.toLocaleString('en')} acknowledged writes lost, ${loadErrors.length} loads failed`,
  )

  console.log('\n| figure | goal | measured |\n| --- | --- | --- |')
  for (const [figure, goal, measured] of figures)
    console.log(`| ${figure} | ${goal} | ${measured} |`)
  if (lost.length) console.log(lost.join('\n'))
  if (loadErrors.length) console.log(loadErrors.join('\n'))
}

await main()
