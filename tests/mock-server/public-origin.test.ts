import { afterEach, describe, expect, it } from 'vitest'
import { startHttpServer } from '../support/http-server'
import { DEMO_PASSWORD } from '../support/api'

/** Issue 29: the origin of a link the server writes is its setting, not what a Host header says. */
describe('the voucher QR link (site 48)', () => {
  let server: Awaited<ReturnType<typeof startHttpServer>> | null = null
  afterEach(async () => {
    await server?.close()
    server = null
  })

  const post = (path: string, host: string, body: unknown, token?: string) =>
    fetch(`${server!.base}${path}`, {
      method: 'POST',
      headers: {
        host,
        'content-type': 'application/json',
        ...(token ? { 'x-auth-token': token } : {}),
      },
      body: JSON.stringify(body),
    })

  it('carries MOCK_PUBLIC_ORIGIN whatever Host the request sent', async () => {
    server = await startHttpServer({ publicOrigin: 'https://portal.example' })
    const forged = 'evil.example'
    const login = await post('/api/auth/login', forged, {
      userId: 'pt0001',
      password: DEMO_PASSWORD,
    })
    const { token } = (await login.json()) as { token: string }
    expect((await post('/api/vouchers/batch', forged, { count: 1 }, token)).status).toBe(200)
    const batch = server.db.voucherBatches.all().find((b) => b.userId === 'pt0001')!
    const note = server.db.notifications
      .all()
      .filter((n) => n.userId === 'pt0001')
      .at(-1)!
    expect(note.additional).toBe(`https://portal.example/voucher/qr/${batch.qrCode}`)
    expect(server.rawLog()).not.toContain('evil.example/voucher')
  })
})
