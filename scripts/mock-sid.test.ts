import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { decodeSid } from '../mock-server/partner-sid'

const run = (args: string[], key?: string) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/mock-sid.ts', ...args], {
    env: { ...process.env, MOCK_SID_KEY: key ?? '' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })

describe('npm run mock:sid (decision 040)', () => {
  it('makes a sid the server with the same key takes, and one it does not with another', async () => {
    const [sid, link] = run(['OL1000001'], 'server-key').trim().split('\n')
    expect(link).toBe(`/ol/Callback?sid=${sid}`)
    expect(await decodeSid(sid!, 'server-key', Date.now())).toEqual({
      ok: true,
      payload: expect.objectContaining({ name: '오렌지', siteId: 1, userId: '1000001' }),
    })
    expect(await decodeSid(sid!, 'another-key', Date.now())).toMatchObject({ status: 400 })
    const [old] = run(['1000001', '--age=11'], 'server-key').split('\n')
    expect(await decodeSid(old!, 'server-key', Date.now())).toMatchObject({ status: 401 })
  })

  it('says how to call it without the key, and makes nothing', () => {
    expect(() => run(['OL1000001'])).toThrow(/MOCK_SID_KEY=/)
  })
})
