import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { z } from 'zod'
/**
 * The mock's sessions (decision 015): a token pair per login, kept in maps so that finding the
 * session of a token, of a refresh token or the sessions of a user costs the same whatever their
 * number.
 *
 * - A token is valid {@link TOKEN_TTL_MS} (12 hours) after it was issued, a refresh token
 *   {@link REFRESH_TTL_MS} (14 days), both by the mock's clock (the QA clock moves them too).
 * - A refresh token is good for one renewal: it gives a new pair and ends the session it belonged
 *   to; presented again it is unknown (401). (Ending the renewed session too on a second use would
 *   end the portal's session whenever two of its windows renew at once, so it does not.)
 * - Logout ends the session of the token; a password change ends every other session of the user.
 * - A user holds at most {@link SESSIONS_PER_USER} sessions: a new sign-in beyond them ends the
 *   oldest (issue 29: logins in a loop no longer grow the store without end).
 */
export const TOKEN_TTL_MS = 12 * 3_600_000
/** Sessions one user may hold at once (a phone, a desktop and their windows, with room to spare). */
export const SESSIONS_PER_USER = 20
export const REFRESH_TTL_MS = 14 * 86_400_000

/**
 * A session as the store keeps it, and as a data file holds it (MOCK_PERSIST_SESSIONS): the
 * SHA-256 of its token and refresh token, never the tokens (issue 48). A token is found by its
 * hash, so a file read by someone else opens no session.
 */
export const sessionSchema = z.object({
  tokenHash: z.string().min(1),
  refreshHash: z.string().min(1),
  userId: z.string(),
  /** epoch ms, as the two below */
  createdAt: z.number(),
  expiresAt: z.number(),
  refreshExpiresAt: z.number(),
})
export type Session = z.infer<typeof sessionSchema>

/** A session as it is handed out once, at sign-in or renewal: its tokens with it. */
export interface IssuedSession extends Session {
  token: string
  refreshToken: string
}

const newToken = () => crypto.randomUUID().replace(/-/g, '')

/** The SHA-256 of a token, hex: what the store and the data file keep of it. */
export const tokenHash = (token: string): string =>
  bytesToHex(sha256(new TextEncoder().encode(token)))

/** A change of the kept sessions, for a data file that keeps them (MOCK_PERSIST_SESSIONS). */
export type SessionChange =
  { kind: 'put'; session: Session } | { kind: 'delete'; tokenHash: string }

export class SessionStore {
  private readonly byToken = new Map<string, Session>()
  private readonly byRefresh = new Map<string, Session>()
  private readonly byUser = new Map<string, Set<Session>>()
  private issuedSinceSweep = 0
  private readonly listeners: ((change: SessionChange) => void)[] = []

  /** Calls `listener` with every session kept or dropped from now on. */
  listen(listener: (change: SessionChange) => void): void {
    this.listeners.push(listener)
  }

  /** A new session for `userId` at `now` (epoch ms), with its tokens (the only time they are known). */
  issue(userId: string, now: number): IssuedSession {
    this.sweepNow(now)
    const token = newToken()
    const refreshToken = newToken()
    const session: Session = {
      tokenHash: tokenHash(token),
      refreshHash: tokenHash(refreshToken),
      userId,
      createdAt: now,
      expiresAt: now + TOKEN_TTL_MS,
      refreshExpiresAt: now + REFRESH_TTL_MS,
    }
    this.add(session)
    const own = this.byUser.get(userId)!
    // a Set keeps the order sessions were added in: the first is the oldest
    while (own.size > SESSIONS_PER_USER) this.remove(own.values().next().value!)
    return { ...session, token, refreshToken }
  }

  /** The live session of a token, or null (unknown, ended, or expired at `now`). */
  find(token: string, now: number): Session | null {
    const session = this.byToken.get(tokenHash(token))
    if (!session) return null
    if (now >= session.expiresAt) {
      // the refresh token may outlive the token: the session stays for the renewal
      if (now >= session.refreshExpiresAt) this.remove(session)
      return null
    }
    return session
  }

  /**
   * Renews a session with its refresh token, once: a new pair for the same user, the old session
   * ended. Null for an unknown, used or expired refresh token.
   */
  refresh(refreshToken: string, now: number): IssuedSession | null {
    const session = this.byRefresh.get(tokenHash(refreshToken))
    if (!session) return null
    this.remove(session)
    if (now >= session.refreshExpiresAt) return null
    return this.issue(session.userId, now)
  }

  /** Ends the session of a token (logout). */
  end(token: string): void {
    const session = this.byToken.get(tokenHash(token))
    if (session) this.remove(session)
  }

  /** Ends every session of a user but the one of `keepToken` (a password change). */
  endUser(userId: string, keepToken?: string): number {
    const keep = keepToken === undefined ? undefined : tokenHash(keepToken)
    const sessions = [...(this.byUser.get(userId) ?? [])].filter((s) => s.tokenHash !== keep)
    for (const s of sessions) this.remove(s)
    return sessions.length
  }

  /** How many sessions are kept (live, or waiting for their renewal). */
  get size(): number {
    return this.byToken.size
  }

  /** Every kept session (hashes, no tokens), for persistence and tests. */
  all(): Session[] {
    return [...this.byToken.values()]
  }

  /** Puts back sessions read from a file (persistence of sessions, when asked). */
  restore(sessions: readonly Session[]): void {
    for (const s of sessions) this.add({ ...s })
  }

  clear(): void {
    this.byToken.clear()
    this.byRefresh.clear()
    this.byUser.clear()
  }

  /** Drops what expired; run every 1000 issues, so the maps do not grow with old logins. */
  private sweepNow(now: number): void {
    if (++this.issuedSinceSweep < 1000) return
    this.issuedSinceSweep = 0
    for (const s of this.byToken.values()) if (now >= s.refreshExpiresAt) this.remove(s)
  }

  private add(session: Session): void {
    this.byToken.set(session.tokenHash, session)
    for (const l of this.listeners) l({ kind: 'put', session })
    this.byRefresh.set(session.refreshHash, session)
    let own = this.byUser.get(session.userId)
    if (!own) this.byUser.set(session.userId, (own = new Set()))
    own.add(session)
  }

  private remove(session: Session): void {
    this.byToken.delete(session.tokenHash)
    for (const l of this.listeners) l({ kind: 'delete', tokenHash: session.tokenHash })
    this.byRefresh.delete(session.refreshHash)
    const own = this.byUser.get(session.userId)
    own?.delete(session)
    if (own?.size === 0) this.byUser.delete(session.userId)
  }
}
