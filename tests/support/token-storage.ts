import {
  TOKEN_KEYS,
  webTokenStorage,
  type TokenStorage,
} from '../../src/shared/services/token-storage'

/** A Web Storage in memory, one per rendered app so no test sees another's tokens. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>()
  get length(): number {
    return this.items.size
  }
  clear(): void {
    this.items.clear()
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string): void {
    this.items.delete(key)
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value))
  }
}

/** The portal's token storage over a storage of its own in memory, for tests and node callers. */
export function memoryTokenStorage(
  initial: { token?: string; refreshToken?: string } = {},
): TokenStorage {
  const storage = new MemoryStorage()
  if (initial.token) storage.setItem(TOKEN_KEYS.authToken, initial.token)
  if (initial.refreshToken) storage.setItem(TOKEN_KEYS.refreshToken, initial.refreshToken)
  return webTokenStorage(storage)
}
