import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.useRealTimers()
  vi.resetModules()
})

describe('sessionContract (issue 45, decision 066)', () => {
  it('hands the operations over a task after their first load, then at once', async () => {
    vi.resetModules()
    vi.useFakeTimers()
    const { sessionContract } = await import('./session-contract')
    const contract = await import('./contract')
    let first: unknown = null
    void sessionContract().then((c) => (first = c))
    // the module is in: only a task of its own stands between it and the call that asked
    for (let i = 0; i < 20; i++) await Promise.resolve()
    expect(first).toBeNull()
    await vi.advanceTimersByTimeAsync(0)
    expect(first).toBe(contract)
    // kept: the next call has no task to wait for
    let second: unknown = null
    void sessionContract().then((c) => (second = c))
    for (let i = 0; i < 3; i++) await Promise.resolve()
    expect(second).toBe(contract)
  })

  it('gives every caller of the first load the same operations', async () => {
    vi.resetModules()
    const { sessionContract } = await import('./session-contract')
    const [a, b] = await Promise.all([sessionContract(), sessionContract()])
    expect(a).toBe(b)
    expect(a.fetchUser.id).toBe('fetchUser')
  })
})
