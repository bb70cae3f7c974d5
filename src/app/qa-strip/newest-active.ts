import type { CallRecord } from '../../shared/services/http-client'
import type { QaStripCalls } from './qa-strip'

/**
 * The QA scenarios the newest answer named (`x-mock-active-scenarios`, the call record's
 * `active`), for the QA strip (issue 50): fed with every call's record, it tells its listeners
 * when that changes. A call that got no answer (status 0: the network, a time limit) says nothing
 * of the scenarios, so the last answer's stand.
 */
export function newestActive(): QaStripCalls & {
  record: (call: Pick<CallRecord, 'status' | 'active'>) => void
} {
  let active: string | null = null
  const listeners = new Set<() => void>()
  return {
    record(call) {
      if (call.status === 0 || call.active === active) return
      active = call.active
      for (const listener of listeners) listener()
    },
    active: () => active,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
