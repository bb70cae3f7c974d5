import { STORAGE_KEYS } from '../domain/codes'

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
    getToken: () => storage.getItem(STORAGE_KEYS.authToken),
    getRefreshToken: () => storage.getItem(STORAGE_KEYS.refreshToken),
    save(token, refreshToken) {
      storage.setItem(STORAGE_KEYS.authToken, token)
      storage.setItem(STORAGE_KEYS.refreshToken, refreshToken)
    },
    clear() {
      storage.removeItem(STORAGE_KEYS.authToken)
      storage.removeItem(STORAGE_KEYS.refreshToken)
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
