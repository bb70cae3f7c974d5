import type { TokenStorage } from '../../src/shared/services/token-storage'

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
    storedToken: () => token,
    adopt(t) {
      token = t
    },
  }
}
