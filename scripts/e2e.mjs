// npm run test:e2e: the two builds and their checks, then the Playwright e2e suite in Debian's
// Chromium against the standalone server (the same steps npm test runs; arguments go to
// Playwright, e.g. `npm run test:e2e -- e2e/vouchers.spec.ts`).
import { spawnSync } from 'node:child_process'
import { chromiumFound, INSTALL_HINT } from './chromium.mjs'

if (!chromiumFound()) {
  console.error(`\n${INSTALL_HINT}\n`)
  process.exit(1)
}
const steps = [
  ['npx', ['vite', 'build', '--mode', 'embedded', '--logLevel', 'error']],
  // the production build (npm run build) must carry no mock code either
  ['npx', ['vite', 'build', '--logLevel', 'error']],
  ['node', ['scripts/check-bundle.mjs', 'dist-embedded', '--demo']],
  ['node', ['scripts/check-bundle.mjs', 'dist']],
  ['npx', ['playwright', 'test', ...process.argv.slice(2)]],
]
for (const [cmd, args] of steps) {
  const run = spawnSync(cmd, args, { stdio: 'inherit' })
  if (run.status !== 0) process.exit(run.status ?? 1)
}
