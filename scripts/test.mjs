// npm test: type check, lint, format check, unit + property + machine + integration tests,
// the OpenAPI freshness check (a vitest test), then the e2e suite in Debian's Chromium.
import { spawnSync } from 'node:child_process'
import { chromiumFound, INSTALL_HINT } from './chromium.mjs'

const steps = [
  ['type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['unit and integration tests', 'npx', ['vitest', 'run']],
  ['e2e tests', 'node', ['scripts/e2e.mjs']],
]

const only = process.argv[2]
for (const [name, cmd, args] of steps) {
  if (only && !name.startsWith(only)) continue
  if (name === 'e2e tests' && !chromiumFound()) {
    console.error(`\n${INSTALL_HINT}\n`)
    process.exit(1)
  }
  console.log(`\n▶ ${name}`)
  const started = Date.now()
  const run = spawnSync(cmd, args, { stdio: 'inherit' })
  if (run.status !== 0) {
    console.error(`\n✖ ${name} failed`)
    process.exit(run.status ?? 1)
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}
