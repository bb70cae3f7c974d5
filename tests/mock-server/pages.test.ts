import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer } from '../../mock-server/node'
import { DEMO_PAGES } from '../../src/shared/domain/routes'
import { TEST_BASE } from '../support/api'

let server: Awaited<ReturnType<typeof createTestServer>>['server']

beforeAll(async () => {
  ;({ server } = await createTestServer())
  server.listen({ onUnhandledRequest: 'error' })
})
afterAll(() => server.close())

describe("the demo's footer pages (outside the contract)", () => {
  it.each([
    [DEMO_PAGES.privacy, '개인정보처리방침'],
    [DEMO_PAGES.terms, '이용약관'],
  ])('%s is a Korean HTML page titled %s', async (path, title) => {
    const res = await fetch(`${TEST_BASE}${path}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await res.text()
    expect(html).toContain('<html lang="ko">')
    expect(html).toContain(`<h1>${title}</h1>`)
  })
})
