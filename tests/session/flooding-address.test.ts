import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADDRESS_FLOODING_FAILURES } from '../../mock-server/login-throttle'
import { createTestServer } from '../../mock-server/node'
import type { Passwords } from '../../mock-server/passwords'
import { scryptPasswords } from '../../mock-server/passwords-scrypt'
import { DEMO_PASSWORD, TEST_BASE } from '../support/api'

/**
 * Decision 041: the checks of an address with more than ADDRESS_FLOODING_FAILURES wrong passwords
 * in the window are derived in the background (the standalone server's threads of the lowest
 * priority); before that, and for every other address, as quickly as anyone's.
 */
const asked: boolean[] = []
const recording: Passwords = {
  ...scryptPasswords,
  verify(stored, password, options) {
    asked.push(options?.background ?? false)
    return scryptPasswords.verify(stored, password, options)
  },
}
let server: Awaited<ReturnType<typeof createTestServer>>['server']

beforeAll(async () => {
  ;({ server } = await createTestServer({ MOCK_CHECKUPS: 2 }, { passwords: recording }))
  server.listen({ onUnhandledRequest: 'error' })
})
afterAll(() => server.close())

const login = (userId: string, password: string) =>
  fetch(`${TEST_BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId, password }),
  }).then((res) => res.status)

describe('a flooding address', () => {
  it('has its checks derived in the background once its wrong passwords pass the line', async () => {
    // a right password first: it counts for nobody
    expect(await login('fc0001', DEMO_PASSWORD)).toBe(200)
    for (let i = 1; i <= ADDRESS_FLOODING_FAILURES + 2; i++)
      expect(await login(`made-up-${i}`, 'Wrong1234!')).toBe(404)
    expect(await login('fc0002', DEMO_PASSWORD)).toBe(200)
    // the checks up to the line's own failure as anyone's, the ones after it in the background
    // (the right password of the same address included: it comes from a flooding address)
    expect(asked).toEqual([
      false,
      ...Array.from({ length: ADDRESS_FLOODING_FAILURES }, () => false),
      true,
      true,
      true,
    ])
  })
})
