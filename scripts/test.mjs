// npm test: type check, lint, format check and the two builds (side by side), then the unit,
// property, machine and integration tests (vitest, the OpenAPI freshness check among them), then
// the e2e suite in Debian's Chromium against the embedded build. At the end: each step's time and
// the slowest test files and e2e tests, so the next engineer sees where the time goes
// (docs/testing.md, decision 047).
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { chromiumFound, INSTALL_HINT } from './chromium.mjs'
import { slowestE2e, slowestUnitFiles, UNIT_REPORT, E2E_REPORT } from './test-report.mjs'

/** One command; resolves with its exit status and how long it took. */
function run(name, cmd, args, env = {}) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('exit', (code, signal) => {
      const result = { name, status: code ?? 1, seconds: (Date.now() - started) / 1000 }
      const mark = result.status === 0 ? '✔' : '✖'
      console.log(`${mark} ${name} (${result.seconds.toFixed(1)} s${signal ? `, ${signal}` : ''})`)
      resolve(result)
    })
  })
}

/** Steps one after the other; stops at the first that fails. */
async function inOrder(steps) {
  const done = []
  for (const step of steps) {
    const result = await run(...step)
    done.push(result)
    if (result.status !== 0) break
  }
  return done
}

// The checks that read the sources, and the builds, in two lanes of about equal length: the type
// check holds one core for most of its time, then the production build; lint, format and the
// embedded build take the other (measured in docs/testing.md). The production build (npm run
// build) and the build the e2e suite serves: neither may carry mock code (scripts/check-bundle.mjs)
const staticChecks = [
  [
    ['type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
    ['production build', 'npx', ['vite', 'build', '--logLevel', 'error']],
    ['production bundle check', 'node', ['scripts/check-bundle.mjs', 'dist']],
  ],
  [
    ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
    ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
    ['embedded build', 'npx', ['vite', 'build', '--mode', 'embedded', '--logLevel', 'error']],
    ['embedded bundle check', 'node', ['scripts/check-bundle.mjs', 'dist-embedded', '--demo']],
  ],
]

// `npm test -- unit` (or lint, e2e, ...) runs the steps whose name starts so; e2e brings its builds
const only = process.argv[2]
const wanted = (name) =>
  !only || name.startsWith(only) || (only.startsWith('e2e') && /build|bundle/.test(name))
const results = []
const started = Date.now()

function summary() {
  console.log('\n── where the time went ──')
  for (const r of results)
    console.log(
      `${r.status === 0 ? '✔' : '✖'} ${r.name.padEnd(28)} ${r.seconds.toFixed(1).padStart(7)} s`,
    )
  console.log(
    `  ${'npm test'.padEnd(28)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`,
  )
  for (const [title, rows] of [
    ['slowest test files (vitest, s)', slowestUnitFiles(10)],
    ['slowest e2e tests (Playwright, s)', slowestE2e(10)],
  ]) {
    if (rows.length === 0) continue
    console.log(`\n${title}`)
    for (const [seconds, name] of rows) console.log(`${seconds.toFixed(1).padStart(7)}  ${name}`)
  }
}

function finish() {
  summary()
  const failed = results.find((r) => r.status !== 0)
  if (failed) {
    console.error(`\n✖ ${failed.name} failed`)
    process.exit(failed.status)
  }
}

if (wanted('e2e') && !chromiumFound()) {
  console.error(`\n${INSTALL_HINT}\n`)
  process.exit(1)
}
// not test-results/: Playwright empties that folder when it starts
mkdirSync('test-reports', { recursive: true })

const lanes = staticChecks.map((lane) => lane.filter(([name]) => wanted(name)))
console.log(
  `\n▶ ${lanes
    .flat()
    .map(([name]) => name)
    .join(', ')}`,
)
for (const lane of await Promise.all(lanes.map(inOrder))) results.push(...lane)
if (results.some((r) => r.status !== 0)) finish()

if (wanted('unit')) {
  console.log('\n▶ unit and integration tests')
  results.push(
    await run('unit and integration tests', 'npx', [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${UNIT_REPORT}`,
    ]),
  )
  if (results.at(-1).status !== 0) finish()
}

if (wanted('e2e')) {
  console.log('\n▶ e2e tests')
  results.push(await run('e2e tests', 'npx', ['playwright', 'test'], { E2E_JSON: E2E_REPORT }))
}
finish()
