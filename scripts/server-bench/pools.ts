// npm run bench:pools: the standalone server's two worker pools alone (decision 071), one line of
// JSON with the load average beside it. The password pool: a cold start, 40 scrypt derivations at
// once on its two threads (three times), 400 tiny ones (the pool's own cost per task); the file
// pool: its preload, then six downloads at once (two 30,000-row workbooks, two zips and two PDFs
// of 20 reports; twice) with the delay of this thread's event loop meanwhile. It asserts nothing.
// POOLS_TREE measures another checkout's pools with this script (the same `deriveWorkers` and
// `workerFiles`): alternate it with this tree a few rounds, as the machine's load moves.
import { execSync } from 'node:child_process'
import { resolve } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import type { DeriveWorkers } from '../../mock-server/derive-workers'
import type { ReportOf, XlsxSource } from '../../mock-server/files/file-jobs'
import type { WorkerFiles } from '../../mock-server/files/worker-files'
import { checkupRow } from '../../tests/support/rows'

const TREE = resolve(process.env.POOLS_TREE ?? '.')
const loadAverage = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/.*load average: /, '')

const began = performance.now()
const { deriveWorkers } = (await import(`${TREE}/mock-server/derive-workers.ts`)) as {
  deriveWorkers: (threads: number) => DeriveWorkers
}
const { workerFiles } = (await import(`${TREE}/mock-server/files/worker-files.ts`)) as {
  workerFiles: () => WorkerFiles
}
const figures: Record<string, unknown> = {
  tree: TREE,
  load: loadAverage(),
  importMs: Math.round(performance.now() - began),
}

const percentile = (values: number[], q: number) =>
  Math.round([...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))]!)
const since = (t: number) => performance.now() - t

// the password pool: two threads, as the standalone server makes it
{
  const pool = deriveWorkers(2)
  const salt = Buffer.alloc(16, 3)
  let t = performance.now()
  await pool.derive('first', salt, 16384, 8, 1)
  figures.deriveColdMs = Math.round(since(t))
  const rates: string[] = []
  const latencies: number[] = []
  for (let round = 0; round < 3; round++) {
    t = performance.now()
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const asked = performance.now()
        return pool
          .derive(`password${i}`, salt, 16384, 8, 1)
          .then(() => latencies.push(since(asked)))
      }),
    )
    rates.push((40 / (since(t) / 1000)).toFixed(1))
  }
  figures.derivationsPerS = rates.join('/')
  figures.deriveP50Ms = percentile(latencies, 0.5)
  figures.deriveP99Ms = percentile(latencies, 0.99)
  t = performance.now()
  await Promise.all(Array.from({ length: 400 }, (_, i) => pool.derive(`c${i}`, salt, 16, 1, 1)))
  figures.tinyTaskUs = Math.round((since(t) * 1000) / 400)
  await pool.close()
}

// the file pool: one thread
{
  // fc0001's customers' checkups, simple and premium reports in turn
  const reports: ReportOf[] = Array.from({ length: 20 }, (_, i) => ({
    checkup: { ...checkupRow(100000 + i, { reportType: i % 2 ? 'S' : 'F' }), siteId: 3 },
    name: '김건강',
  }))
  const sheet = (n: number): XlsxSource => ({
    name: 's',
    columns: [{ header: '이름' }, { header: '건수', kind: 'number', sum: true }],
    rows: (function* () {
      for (let i = 0; i < n; i++) yield [`김건강${i}`, i]
    })(),
  })
  const files = workerFiles()
  let t = performance.now()
  await files.preload()
  figures.filesColdMs = Math.round(since(t))
  const createdAt = new Date(Date.UTC(2026, 10, 27))
  const totals: number[] = []
  const delay = monitorEventLoopDelay({ resolution: 1 })
  for (let round = 0; round < 2; round++) {
    delay.enable()
    t = performance.now()
    const jobs = [
      () => files.xlsx([sheet(30_000)], { createdAt }),
      () => files.checkupPdfZip(reports, createdAt),
      () => files.checkupPdf(reports, createdAt),
    ]
    await Promise.all([...jobs, ...jobs].map((job) => job()))
    totals.push(Math.round(since(t)))
    delay.disable()
  }
  figures.sixFilesMs = totals.join('/')
  figures.loopDelayP99Ms = Math.round(delay.percentile(99) / 1e6)
  figures.loopDelayMaxMs = Math.round(delay.max / 1e6)
  await files.close()
}

figures.loadAfter = loadAverage()
console.log(JSON.stringify(figures))
