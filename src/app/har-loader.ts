import type { HarLog } from '../shared/domain/har'
import type { createHarRecorder, HarRecorderOptions } from '../shared/services/har-recorder'

/** what the recorder's chunk gives */
interface RecorderModule {
  createHarRecorder: typeof createHarRecorder
}

/** The HAR recorder as the portal holds it (issue 50, decision 069). */
export interface HarRecording {
  /** the fetch the HTTP client sends with: every exchange recorded */
  fetch: typeof fetch
  /** the calls recorded, as a HAR 1.2 log; null when the recorder could not be loaded */
  log(): Promise<HarLog | null>
}

/**
 * The HAR recorder, fetched as a chunk of its own as the portal starts (a build's first page
 * does not carry it: the routes' JavaScript ceilings, decision 050). A call is sent at once; its
 * answer reaches its caller once the recorder is there, which has it by the first call as a
 * rule. A recorder that cannot be loaded records nothing and holds no call.
 */
export function lazyHarRecorder({
  load,
  base = (input, init) => globalThis.fetch(input, init),
  ...options
}: HarRecorderOptions & {
  load: () => Promise<RecorderModule>
  /** the fetch that sends (the browser's, looked up at each call) */
  base?: typeof fetch
}): HarRecording {
  const loading = load().then(
    (m) => ({ recorder: m.createHarRecorder(options) }),
    () => null,
  )
  return {
    fetch(input, init) {
      const started = (options.now ?? Date.now)()
      let sending: Promise<Response>
      try {
        sending = base(input, init)
      } catch (e) {
        sending = Promise.reject(e instanceof Error ? e : new Error(String(e)))
      }
      sending.catch(() => undefined)
      return loading.then((loaded) =>
        loaded ? loaded.recorder.observe(input, init, sending, started) : sending,
      )
    },
    log: () => loading.then((loaded) => loaded?.recorder.log() ?? null),
  }
}
