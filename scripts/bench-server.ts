// What the browser benchmarks share: the embedded build, the standalone server serving it, and
// the median of their runs.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'

/** `vite build --mode embedded` into dist-embedded; the process ends if the build fails */
export function buildEmbedded(): void {
  viteBuild(['--mode', 'embedded'])
}

/** `vite build` into dist: the build for users (no demo tools); the process ends if it fails */
export function buildProduction(): void {
  viteBuild([])
}

function viteBuild(args: string[]): void {
  const build = spawnSync('npx', ['vite', 'build', ...args, '--logLevel', 'error'], {
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(1)
}

/**
 * The standalone server on `port` serving `dir`, once it listens; stopped when this process ends.
 */
export async function startServer(
  port: number,
  { dir = 'dist-embedded', env = {} }: { dir?: string; env?: Record<string, string> } = {},
): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'mock-server/standalone.ts'], {
    env: { ...process.env, PORT: String(port), SERVE_DIR: dir, MOCK_LOG: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  process.on('exit', () => server.kill('SIGTERM'))
  await new Promise<void>((resolve) =>
    server.stdout!.on('data', (d: Buffer) => d.toString().includes('on http') && resolve()),
  )
  return server
}

/** the middle value of a benchmark's runs (the upper of the two middle ones for an even count) */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
