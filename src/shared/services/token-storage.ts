/** Browser storage keys of the tokens. S1 §4. */
export const TOKEN_KEYS = { authToken: 'x-auth-token', refreshToken: 'refresh-token' } as const

/**
 * Where the auth and refresh tokens live. S1 §4: browser storage, keys x-auth-token and
 * refresh-token. The storage is shared by the browser's windows; each window acts with the token
 * it holds (`getToken`) and takes another window's only when its session says so (`adoptStored`),
 * so it never acts for a user it does not show.
 */
export interface TokenStorage {
  /** the token this window's calls carry */
  getToken(): string | null
  getRefreshToken(): string | null
  save(token: string, refreshToken: string): void
  /** forgets this window's tokens; the storage's only if they are still this window's */
  clear(): void
  /** the token in the shared storage now: another window may have changed it */
  storedToken(): string | null
  /** acts with `token` (read from the storage, and checked) from now on */
  adopt(token: string): void
}

/** Token storage over a Web Storage object (localStorage in the browser). */
export function webTokenStorage(storage: Storage): TokenStorage {
  let token = storage.getItem(TOKEN_KEYS.authToken)
  let refreshToken = storage.getItem(TOKEN_KEYS.refreshToken)
  return {
    getToken: () => token,
    getRefreshToken: () => refreshToken,
    save(t, r) {
      token = t
      refreshToken = r
      storage.setItem(TOKEN_KEYS.authToken, t)
      storage.setItem(TOKEN_KEYS.refreshToken, r)
    },
    clear() {
      if (storage.getItem(TOKEN_KEYS.authToken) === token) {
        storage.removeItem(TOKEN_KEYS.authToken)
        storage.removeItem(TOKEN_KEYS.refreshToken)
      }
      token = null
      refreshToken = null
    },
    storedToken: () => storage.getItem(TOKEN_KEYS.authToken),
    adopt(t) {
      token = t
      // the refresh token that goes with it, while the storage still holds it
      refreshToken =
        storage.getItem(TOKEN_KEYS.authToken) === t
          ? storage.getItem(TOKEN_KEYS.refreshToken)
          : null
    },
  }
}
