import { expect, test } from '@playwright/test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../tests/support/free-port'
import { login, pathIs } from './support'
import { startStandalone, stopStandalone } from './standalone'

const startServer = (dataFile: string, port: number) =>
  startStandalone({ SERVE_DIR: 'dist-embedded', MOCK_DATA_FILE: dataFile }, port)

test('with MOCK_DATA_FILE a changed password survives a server restart', async ({ page }) => {
  // two starts of the server: seconds each when idle, many more on a busy machine
  test.setTimeout(180_000)
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

    await stopStandalone(server)
    server = await startServer(dataFile, port)

    await login(page, 'newbie', 'newbie', `${BASE}/v2/Login`)
    await expect(page.getByTestId('login-error')).toHaveText('아이디와 비밀번호를 확인해 주세요.')
    await login(page, 'newbie', 'Saved123!', `${BASE}/v2/Login`)
    await expect(page).toHaveURL(pathIs('/v2/dashboard'))
  } finally {
    await stopStandalone(server)
    rmSync(dir, { recursive: true, force: true })
  }
})
