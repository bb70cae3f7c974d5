/**
 * Answers held while a page is drawn (issue 45, decision 064).
 *
 * React draws a new page as deferred work, in slices between which the browser paints and answers
 * input (decision 037). An answer that changes a machine's state before the last slice makes React
 * throw the slices away and draw the whole page again in one task, to stay consistent with the
 * machines it reads (`useSyncExternalStore`): on a phone that task is the longest of the page's
 * start. While a page is being drawn the HTTP client hands the answers that arrive to their
 * callers only once the page is on the screen, or at the latest `limitMs` after the hold began.
 */
export interface AnswerHold {
  /** a page has begun to be drawn; its answers wait */
  hold(): void
  /** the page is on the screen: the answers held go on to their callers */
  release(): void
  /** while held, what an answer arriving now waits on (its own turn); otherwise null */
  pending(): Promise<void> | null
}

/** Timers of one's own (a test's): what `setTimer` gives, `clearTimer` is given back. */
export interface HoldTimers<Timer> {
  setTimer: (work: () => void, ms: number) => Timer
  clearTimer: (timer: Timer) => void
}

/** The hold's limit, and both timers of one's own or neither (the window's). */
export type AnswerHoldOptions<Timer = unknown> = {
  /** the longest an answer waits, whatever the page does (ms) */
  limitMs?: number
} & (HoldTimers<Timer> | { setTimer?: undefined; clearTimer?: undefined })

/** the browser's timers */
const WINDOW_TIMERS: HoldTimers<ReturnType<typeof setTimeout>> = {
  setTimer: (work, ms) => setTimeout(work, ms),
  clearTimer: (timer) => clearTimeout(timer),
}

/** the longest a page's drawing holds an answer: a slow phone draws a grid page in about 0.5 s */
export const ANSWER_HOLD_LIMIT_MS = 1000

export function createAnswerHold<Timer>(options: AnswerHoldOptions<Timer> = {}): AnswerHold {
  const { limitMs = ANSWER_HOLD_LIMIT_MS } = options
  return options.setTimer ? holdWith(limitMs, options) : holdWith(limitMs, WINDOW_TIMERS)
}

function holdWith<Timer>(limitMs: number, { setTimer, clearTimer }: HoldTimers<Timer>): AnswerHold {
  /** the answers waiting, in the order they came, and the limit's timer */
  let held: { waiting: (() => void)[]; timer: Timer } | null = null

  /**
   * Each answer in a task of its own, in the order they came: the page's commit is one task, and
   * each answer's transitions and drawing the next ones (together they were the longest task
   * after the page's start on a phone).
   */
  function handOver(waiting: (() => void)[]) {
    const next = waiting.shift()
    if (!next) return
    setTimer(() => {
      next()
      handOver(waiting)
    }, 0)
  }

  function release() {
    if (!held) return
    const { waiting, timer } = held
    held = null
    clearTimer(timer)
    handOver(waiting)
  }

  return {
    hold() {
      if (held) return
      held = { waiting: [], timer: setTimer(release, limitMs) }
    },
    release,
    pending: () => {
      if (!held) return null
      const { waiting } = held
      return new Promise<void>((resolve) => waiting.push(resolve))
    },
  }
}

/**
 * `work`'s answer or failure, handed over once no page is being drawn (`hold.pending()`); at once
 * when nothing holds it.
 */
export async function heldAnswer<T>(
  work: () => Promise<T>,
  pending: (() => Promise<void> | null) | undefined,
): Promise<T> {
  if (!pending) return work()
  const outcome = await work().then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  )
  // a hold that began while the call was out holds its answer too
  const wait = pending()
  if (wait) await wait
  if (!outcome.ok) throw outcome.error
  return outcome.value
}
