import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { TOKEN_KEYS, webTokenStorage } from './token-storage'

/** One browser's localStorage, shared by its windows. */
function sharedStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  }
}

describe('webTokenStorage: each window acts with its own token (issue 15 item 1)', () => {
  it('reads the stored tokens when the window opens', () => {
    const storage = sharedStorage()
    webTokenStorage(storage).save('t-1', 'r-1')
    const window2 = webTokenStorage(storage)
    expect(window2.getToken()).toBe('t-1')
    expect(window2.getRefreshToken()).toBe('r-1')
  })

  it('keeps acting with its token when another window stores another one, until it adopts it', () => {
    const storage = sharedStorage()
    const a = webTokenStorage(storage)
    a.save('token-of-fc0001', 'r-1')
    const b = webTokenStorage(storage)
    b.save('token-of-fc0003', 'r-3')
    expect(a.getToken()).toBe('token-of-fc0001')
    expect(a.storedToken()).toBe('token-of-fc0003')
    a.adopt('token-of-fc0003')
    expect(a.getToken()).toBe('token-of-fc0003')
    expect(a.getRefreshToken()).toBe('r-3')
  })

  it('forgetting its own token does not sign out the user another window signed in', () => {
    const storage = sharedStorage()
    const a = webTokenStorage(storage)
    a.save('old', 'r-old')
    webTokenStorage(storage).save('new', 'r-new')
    a.clear()
    expect(a.getToken()).toBeNull()
    expect(storage.getItem(TOKEN_KEYS.authToken)).toBe('new')
    expect(storage.getItem(TOKEN_KEYS.refreshToken)).toBe('r-new')
  })

  it('forgetting the token it shares with the storage removes it there', () => {
    const storage = sharedStorage()
    const a = webTokenStorage(storage)
    a.save('t', 'r')
    a.clear()
    expect(storage.getItem(TOKEN_KEYS.authToken)).toBeNull()
    expect(storage.getItem(TOKEN_KEYS.refreshToken)).toBeNull()
  })

  it('whatever other windows write, a window changes its token only by saving, clearing or adopting one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant(null), fc.string({ minLength: 1, maxLength: 8 })), {
          maxLength: 10,
        }),
        (writes) => {
          const storage = sharedStorage()
          const a = webTokenStorage(storage)
          a.save('mine', 'r')
          for (const w of writes) {
            if (w === null) storage.removeItem(TOKEN_KEYS.authToken)
            else storage.setItem(TOKEN_KEYS.authToken, w)
            expect(a.getToken()).toBe('mine')
            expect(a.storedToken()).toBe(w)
          }
        },
      ),
    )
  })
})
