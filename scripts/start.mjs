// npm start: build the portal for the same origin, then serve it with the mock API on one port.
import { spawnSync, spawn } from 'node:child_process'

const build = spawnSync('npx', ['vite', 'build', '--mode', 'embedded', '--logLevel', 'warn'], {
  stdio: 'inherit',
})
if (build.status !== 0) process.exit(build.status ?? 1)

const server = spawn(process.execPath, ['--import', 'tsx', 'mock-server/standalone.ts'], {
  stdio: 'inherit',
  // the QA helpers (/__mock/*) are on here, off for a bare `npm run mock-server`
  env: {
    ...process.env,
    SERVE_DIR: process.env.SERVE_DIR ?? 'dist-embedded',
    MOCK_QA: process.env.MOCK_QA ?? '1',
  },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
