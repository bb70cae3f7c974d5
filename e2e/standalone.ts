import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'

/**
 * Starts the standalone server (`mock-server/standalone.ts`) on `port` and resolves once it says
 * it listens (its "Mock API ... on" line), however long a busy machine takes; rejects when it
 * exits first (e.g. the port was taken), with what it wrote to stderr. The test's own timeout is
 * the only limit.
 */
export function startStandalone(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/standalone.ts'], {
    env: { ...process.env, MOCK_LOG: '0', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()))
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! })
    lines.on('line', (line) => {
      if (!line.startsWith('Mock API')) return
      lines.close()
      // keep draining what the server prints, so it never blocks on a full pipe
      child.stdout!.resume()
      resolve(child)
    })
    child.once('exit', (code) =>
      reject(new Error(`the mock server exited with ${code}: ${stderr.trim()}`)),
    )
  })
}

/** Stops a server `startStandalone` started; resolves once it has exited. */
export async function stopStandalone(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}
