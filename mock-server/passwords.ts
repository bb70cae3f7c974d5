/**
 * How the mock stores and checks staff passwords. The stored value is never the password: the
 * standalone server and the node tests use scrypt (`passwords-scrypt.ts`, node:crypto); the browser
 * mock, which has no scrypt, keeps its tab-local demo data with `tabPasswords`.
 */
export interface Passwords {
  /** the stored form of a new password */
  hash(password: string): Promise<string>
  /** the stored form of a seeded password (may be shared by the accounts of one seed) */
  seedHash(password: string): Promise<string>
  /**
   * whether `password` is the one `stored` was made from; `null` (no such account) is false.
   * Rejects with `Busy` (`work-limit.ts`) when too many checks wait already (decision 041).
   * `background`: a check of a flooding address, derived where it takes only the time left
   * (the standalone server's threads of the lowest priority), where there is such a place.
   */
  verify(
    stored: string | null,
    password: string,
    options?: { background?: boolean },
  ): Promise<boolean>
}

const TAB_PREFIX = 'tab:'

/**
 * The browser mock's form: the data lives in the tab's sessionStorage, next to the tokens, and is
 * demo data; marked so that it can never be mistaken for, or read as, a scrypt hash.
 */
export const tabPasswords: Passwords = {
  hash: async (password) => `${TAB_PREFIX}${password}`,
  seedHash: async (password) => `${TAB_PREFIX}${password}`,
  verify: async (stored, password) => stored === `${TAB_PREFIX}${password}`,
}
