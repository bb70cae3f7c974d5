/** Browser storage keys of the tokens. S1 §4. */
export const TOKEN_KEYS = { authToken: 'x-auth-token', refreshToken: 'refresh-token' } as const

/** Where the auth and refresh tokens live. S1 §4: browser storage, keys x-auth-token and refresh-token. */
export interface TokenStorage {
  getToken(): string | null
  getRefreshToken(): string | null
  save(token: string, refreshToken: string): void
  clear(): void
}

/** Token storage over a Web Storage object (localStorage in the browser). */
export function webTokenStorage(storage: Storage): TokenStorage {
  return {
    getToken: () => storage.getItem(TOKEN_KEYS.authToken),
    getRefreshToken: () => storage.getItem(TOKEN_KEYS.refreshToken),
    save(token, refreshToken) {
      storage.setItem(TOKEN_KEYS.authToken, token)
      storage.setItem(TOKEN_KEYS.refreshToken, refreshToken)
    },
    clear() {
      storage.removeItem(TOKEN_KEYS.authToken)
      storage.removeItem(TOKEN_KEYS.refreshToken)
    },
  }
}

/** Token storage in memory, for tests and non-browser callers. */
export function memoryTokenStorage(
  initial: { token?: string; refreshToken?: string } = {},
): TokenStorage {
  let token = initial.token ?? null
  let refreshToken = initial.refreshToken ?? null
  return {
    getToken: () => token,
    getRefreshToken: () => refreshToken,
    save(t, r) {
      token = t
      refreshToken = r
    },
    clear() {
      token = null
      refreshToken = null
    },
  }
}
