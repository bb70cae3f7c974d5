import { expect, test } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../tests/support/free-port'
import { login, pathIs } from './support'

async function startServer(dataFile: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/standalone.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      SERVE_DIR: 'dist-embedded',
      MOCK_DATA_FILE: dataFile,
      MOCK_LOG: '0',
    },
    stdio: 'ignore',
  })
  for (let i = 0; i < 100; i++) {
    // exited (e.g. the port was taken meanwhile): whatever answers there is not this server
    if (child.exitCode !== null) throw new Error(`mock server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/v2/Login`)).ok) return child
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  child.kill()
  throw new Error('mock server did not start')
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await exited
}

test('with MOCK_DATA_FILE a changed password survives a server restart', async ({ page }) => {
  test.setTimeout(60_000)
  const dir = mkdtempSync(join(tmpdir(), 'portal-data-'))
  const dataFile = join(dir, 'db.json')
  // both starts on one port, so the second start serves the same origin
  const port = await freePort()
  const BASE = `http://127.0.0.1:${port}`
  let server = await startServer(dataFile, port)
  try {
    await login(page, 'newbie', 'newbie', `${BASE}/v2/Login`)
    await expect(page).toHaveURL(pathIs('/v1/PasswordSet'))
    await page.getByLabel('초기화 비밀번호').fill('newbie')
    await page.getByLabel('새 비밀번호', { exact: true }).fill('Saved123!')
    await page.getByLabel('새 비밀번호 확인').fill('Saved123!')
    await page.getByRole('button', { name: '비밀번호 변경' }).click()
    await expect(page).toHaveURL(pathIs('/v2/dashboard'))

    await stopServer(server)
    server = await startServer(dataFile, port)

    await login(page, 'newbie', 'newbie', `${BASE}/v2/Login`)
    await expect(page.getByTestId('login-error')).toHaveText('아이디와 비밀번호를 확인해 주세요.')
    await login(page, 'newbie', 'Saved123!', `${BASE}/v2/Login`)
    await expect(page).toHaveURL(pathIs('/v2/dashboard'))
  } finally {
    await stopServer(server)
    rmSync(dir, { recursive: true, force: true })
  }
})
