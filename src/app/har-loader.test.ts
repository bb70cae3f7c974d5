import { describe, expect, it } from 'vitest'
import { lazyHarRecorder } from './har-loader'
import { deferred } from '../../tests/support/deferred'

type RecorderModule = Awaited<ReturnType<Parameters<typeof lazyHarRecorder>[0]['load']>>

/** The HAR recorder as a chunk of its own (decision 069): calls go out before it is there. */
describe('lazyHarRecorder', () => {
  const answer = () =>
    new Response('{"code":200}', { headers: { 'content-type': 'application/json' } })

  it('sends a call at once and hands its answer over once the recorder is there, recorded', async () => {
    const module = deferred<RecorderModule>()
    const sent: string[] = []
    const har = lazyHarRecorder({
      limit: 10,
      origin: 'http://portal.test',
      load: () => module.promise,
      base: (async (url: string) => {
        sent.push(url)
        return answer()
      }) as typeof fetch,
    })
    const first = har.fetch('/api/a')
    const second = har.fetch('/api/b', { method: 'POST', body: '{"password":"Test1234!"}' })
    // both went out while the recorder was still on its way
    expect(sent).toEqual(['/api/a', '/api/b'])
    module.resolve(await import('../shared/services/har-recorder'))
    expect((await first).status).toBe(200)
    await (await second).text()
    await expect
      .poll(async () => (await har.log())?.log.entries.map((e) => e.response.status))
      .toEqual([200, 200])
    const log = (await har.log())!
    expect(log.log.entries.map((e) => e.request.url)).toEqual([
      'http://portal.test/api/a',
      'http://portal.test/api/b',
    ])
    expect(JSON.stringify(log)).not.toContain('Test1234!')
  })

  it('a recorder that cannot be loaded records nothing and holds no call', async () => {
    const har = lazyHarRecorder({
      limit: 10,
      origin: 'http://portal.test',
      load: () => Promise.reject(new Error('chunk not found')),
      base: (async () => answer()) as typeof fetch,
    })
    expect((await har.fetch('/api/a')).status).toBe(200)
    await expect(
      har.fetch('/api/b').then(
        () => 'answered',
        () => 'failed',
      ),
    ).resolves.toBe('answered')
    expect(await har.log()).toBeNull()
  })

  it('a fetch that fails is the call failing, recorded or not', async () => {
    const har = lazyHarRecorder({
      limit: 10,
      origin: 'http://portal.test',
      load: () => import('../shared/services/har-recorder'),
      base: (() => {
        throw new TypeError('Failed to fetch')
      }) as typeof fetch,
    })
    await expect(har.fetch('/api/a')).rejects.toThrow('Failed to fetch')
    expect((await har.log())?.log.entries[0]?.response).toMatchObject({
      status: 0,
      _error: 'TypeError: Failed to fetch',
    })
  })
})
