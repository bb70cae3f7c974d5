/**
 * Wrong-password throttling per user id (decision 015): after `max` wrong passwords in a row, each
 * within `lockMs` of the one before, an id is locked for `lockMs`, whatever password comes
 * meanwhile (the right one too, or guessing would go on); a successful login clears the count.
 * Unknown ids are counted like known ones, so the answers do not tell which ids exist. At most
 * `capacity` ids are remembered (the oldest go first), so a flood of made-up ids cannot grow the
 * memory.
 */
export class LoginThrottle {
  private readonly entries = new Map<
    string,
    { failures: number; lastFailure: number; lockedUntil: number }
  >()

  constructor(
    readonly max: number,
    readonly lockMs: number,
    private readonly capacity = 10_000,
  ) {}

  /** Until when (epoch ms) the id is locked at `now`, or null. */
  lockedUntil(userId: string, now: number): number | null {
    const entry = this.entries.get(userId)
    if (!entry || entry.lockedUntil <= now) return null
    return entry.lockedUntil
  }

  /** A wrong password for the id: counts it, and locks the id at the `max`-th in a row. */
  failed(userId: string, now: number): void {
    const previous = this.entries.get(userId)
    // a lock, or a pause of lockMs, starts the count afresh
    const recent =
      previous && previous.lockedUntil === 0 && now - previous.lastFailure < this.lockMs
    const count = (recent ? previous.failures : 0) + 1
    this.entries.delete(userId)
    const locks = count >= this.max
    this.entries.set(userId, {
      failures: locks ? 0 : count,
      lastFailure: now,
      lockedUntil: locks ? now + this.lockMs : 0,
    })
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
  }

  succeeded(userId: string): void {
    this.entries.delete(userId)
  }
}

/**
 * Wrong passwords from one client address beyond which its password checks are refused (decision
 * 041), and the window they are counted in. Generous: the portal's users share office networks
 * (decision 015), and an office's typing errors stay far below it; a script guessing across ids,
 * or made-up ids costing a derivation each, meets it within seconds.
 */
export const ADDRESS_FAILURES_MAX = 50
export const ADDRESS_WINDOW_MINUTES = 15
/**
 * Beyond this many wrong passwords of an address in the window, its checks are derived in the
 * background (the standalone server's threads of the lowest priority, decision 041): a flood's
 * derivations take the time the requests leave, while an office's typing errors, far fewer, keep
 * their logins as quick as anyone's.
 */
export const ADDRESS_FLOODING_FAILURES = 10

/**
 * Wrong passwords per client address (decision 041): at most `max` in any `windowMs`. A password
 * check first takes a place ({@link take}), counted as a failure at once, so checks running side
 * by side cannot all pass before one of them failed; a right password gives its place back
 * ({@link forgive}), which leaves the address's earlier failures as they were: a success does not
 * reset the count (one known account must not open the way for guesses at others). A refused
 * attempt is not counted. At most `capacity` addresses are remembered (the one that failed longest
 * ago goes first), each with at most `max` times, so the memory stays bounded.
 */
export class AddressThrottle {
  /** per address, the times of its failures within the window, oldest first */
  private readonly failures = new Map<string, number[]>()

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly capacity = 10_000,
  ) {}

  /** The address's failures still in the window at `now`; forgets the address when none are. */
  private recent(address: string, now: number): number[] {
    const times = this.failures.get(address)
    if (!times) return []
    const first = times.findIndex((t) => now - t < this.windowMs)
    if (first === -1) {
      this.failures.delete(address)
      return []
    }
    if (first > 0) times.splice(0, first)
    return times
  }

  /** Until when (epoch ms) the address's checks are refused at `now`, or null. */
  refusedUntil(address: string, now: number): number | null {
    const times = this.recent(address, now)
    return times.length >= this.max ? times[0]! + this.windowMs : null
  }

  /**
   * A password check from the address at `now`: refused (until when), or null and counted as a
   * failure until {@link forgive} takes it back.
   */
  take(address: string, now: number): number | null {
    const refused = this.refusedUntil(address, now)
    if (refused !== null) return refused
    const times = this.recent(address, now)
    // the most recent failure last in the map: the first one is the address to forget
    this.failures.delete(address)
    this.failures.set(address, [...times, now])
    if (this.failures.size > this.capacity) {
      const oldest = this.failures.keys().next().value
      if (oldest !== undefined) this.failures.delete(oldest)
    }
    return null
  }

  /** The address's failures in the window at `now` (the places of checks still running included). */
  failuresOf(address: string, now: number): number {
    return this.recent(address, now).length
  }

  /** The check {@link take} counted at `at` was right (or was not made): it is not a failure. */
  forgive(address: string, at: number): void {
    const times = this.failures.get(address)
    const i = times?.lastIndexOf(at) ?? -1
    if (!times || i === -1) return
    times.splice(i, 1)
    if (!times.length) this.failures.delete(address)
  }

  /** What it holds: addresses, and failure times over all of them. */
  held(): { addresses: number; failures: number } {
    let failures = 0
    for (const times of this.failures.values()) failures += times.length
    return { addresses: this.failures.size, failures }
  }
}
