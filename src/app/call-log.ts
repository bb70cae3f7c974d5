import type { CallRecord } from '../shared/services/http-client'

/** the newest calls a problem report holds, in its call list and in its HAR */
export const CALL_LOG_LIMIT = 100

/** The calls of this tab, the newest `limit`, for a problem report (issue 30). */
export function createCallLog(limit: number) {
  let calls: CallRecord[] = []
  return {
    record(call: CallRecord) {
      calls = [...calls.slice(calls.length >= limit ? calls.length - limit + 1 : 0), call]
    },
    entries: (): readonly CallRecord[] => calls,
  }
}
