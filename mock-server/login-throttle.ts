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
