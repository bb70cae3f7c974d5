// The Playwright e2e suite against the standalone server, in Debian's Chromium.
import { spawnSync } from 'node:child_process'
import { chromiumFound, INSTALL_HINT } from './chromium.mjs'

if (!chromiumFound()) {
  console.error(`\n${INSTALL_HINT}\n`)
  process.exit(1)
}
const build = spawnSync('npx', ['vite', 'build', '--mode', 'embedded', '--logLevel', 'error'], {
  stdio: 'inherit',
})
if (build.status !== 0) process.exit(build.status ?? 1)
// the production build (npm run build) must carry no mock code either
const production = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' })
if (production.status !== 0) process.exit(production.status ?? 1)
for (const dir of ['dist-embedded', 'dist']) {
  const check = spawnSync('node', ['scripts/check-bundle.mjs', dir], { stdio: 'inherit' })
  if (check.status !== 0) process.exit(check.status ?? 1)
}
const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' })
process.exit(run.status ?? 1)
