import { isRecord } from '../domain/objects'

/**
 * What a user typed into a form and has not sent, kept in the browser's storage (issue 46): a
 * reload, a call that sends the browser away, Back or signing in again loses none of it. Each
 * form names its drafts by the user and what the form is for, so one user never sees another's.
 * A draft older than `DRAFT_DAYS` is dropped when it is next read.
 */
export const DRAFT_PREFIX = 'draft:'
export const DRAFT_DAYS = 7

export interface KeptDraft {
  /** when it was last written (ms since the epoch) */
  savedAt: number
  value: unknown
}

export interface DraftStore {
  read(key: string): KeptDraft | null
  write(key: string, value: unknown): void
  remove(key: string): void
}

const DAY_MS = 24 * 60 * 60 * 1000

/** What storage holds is a draft when it says when it was written and holds a value. */
const isKeptDraft = (kept: unknown): kept is KeptDraft =>
  isRecord(kept) && typeof kept.savedAt === 'number' && 'value' in kept

/** Drafts in a Web Storage object (localStorage in the browser). */
export function webDraftStore(storage: Storage, now: () => number = Date.now): DraftStore {
  const itemOf = (key: string) => `${DRAFT_PREFIX}${key}`
  return {
    read(key) {
      let kept: unknown
      try {
        kept = JSON.parse(storage.getItem(itemOf(key)) ?? 'null')
      } catch {
        kept = null
      }
      if (!isKeptDraft(kept)) return null
      if (now() - kept.savedAt > DRAFT_DAYS * DAY_MS) {
        storage.removeItem(itemOf(key))
        return null
      }
      return kept
    },
    write(key, value) {
      try {
        storage.setItem(itemOf(key), JSON.stringify({ savedAt: now(), value }))
      } catch {
        // a full or refused storage: the form goes on; only the draft is not kept
      }
    },
    remove: (key) => storage.removeItem(itemOf(key)),
  }
}
