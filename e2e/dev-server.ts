import { spawn, type ChildProcess } from 'node:child_process'
import { freePort } from '../tests/support/free-port'

/**
 * `npm run dev` (Vite with the in-browser mock) on a free port, for the specs that need the dev
 * build (the dev checkout, the inspector). Resolves once `path` answers, however long a busy
 * machine takes to start it: the calling hook's timeout is the only limit. `stop` ends the whole
 * process group (npx, vite and its esbuild service).
 */
export async function startDevServer(path: string): Promise<{ base: string; stop: () => void }> {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  // the in-browser mock, as `npm run dev` has it
  const env = { ...process.env }
  delete env.VITE_API_MOCKING
  const dev: ChildProcess = spawn(
    'npx',
    ['vite', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { env, stdio: 'ignore', detached: true },
  )
  for (;;) {
    if (dev.exitCode !== null) throw new Error(`the dev server exited with ${dev.exitCode}`)
    try {
      if ((await fetch(`${base}${path}`)).ok) break
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    base,
    stop: () => {
      if (dev.pid && dev.exitCode === null) process.kill(-dev.pid, 'SIGTERM')
    },
  }
}
