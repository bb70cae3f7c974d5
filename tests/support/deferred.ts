/** A promise the test settles when it wants: a service call still in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/**
 * Resolves after the timers already queued with no delay have run (timers of equal delay run in
 * the order they were set): the point after which a callback the code under test queued, e.g. a
 * resubmit or a promise's settlement reaching a machine, has happened or never will. Not a wait
 * of some time: a negative check placed after it waits for the event that would have broken it.
 */
export const afterQueuedTimers = () => new Promise<void>((resolve) => setTimeout(resolve))
