/** A task a {@link WorkLimit} refused: as many tasks as it lets wait are waiting already. */
export class Busy extends Error {
  constructor() {
    super('too many tasks are waiting')
    this.name = 'Busy'
  }
}

/**
 * At most `atOnce` tasks run at a time; the others wait in line, first come first served
 * (decision 041). {@link tryRun} refuses a task at once, with {@link Busy}, when `waitingMax`
 * tasks wait already, so a flood neither grows the line nor delays the tasks before it; {@link run}
 * always waits its turn (for work that must happen and is rare: hashing a new password).
 */
export class WorkLimit {
  private running = 0
  private readonly line: (() => void)[] = []

  constructor(
    readonly atOnce: number,
    readonly waitingMax: number,
  ) {}

  /** tasks running now */
  get active(): number {
    return this.running
  }

  /** tasks waiting for a place */
  get waiting(): number {
    return this.line.length
  }

  /** Runs `task` when a place is free; rejects at once with {@link Busy} when the line is full. */
  tryRun<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.atOnce && this.line.length >= this.waitingMax)
      return Promise.reject(new Busy())
    return this.run(task)
  }

  /** Runs `task` when a place is free, however many wait before it. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.atOnce) this.running++
    // a task that ends hands its place to the first in line: `running` stays as it is
    else await new Promise<void>((resolve) => this.line.push(resolve))
    try {
      return await task()
    } finally {
      const next = this.line.shift()
      if (next) next()
      else this.running--
    }
  }
}
