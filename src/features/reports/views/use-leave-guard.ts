import { useEffect } from 'react'

/** The mark the form's history entry carries while its input is unsaved. */
export const LEAVE_GUARD_KEY = 'reportFormGuard'

interface NavigationLike {
  currentEntry?: { index: number } | null
}

/** The index of the current history entry, where the browser's Navigation API tells it. */
const entryIndex = (): number | null =>
  (window as unknown as { navigation?: NavigationLike }).navigation?.currentEntry?.index ?? null

const markOf = (state: unknown): unknown =>
  state !== null && typeof state === 'object'
    ? (state as Record<string, unknown>)[LEAVE_GUARD_KEY]
    : undefined

let marks = 0

export interface LeaveGuard {
  /** the form holds unsaved input: leaving asks first */
  active: boolean
  /** read when the browser's Back arrives: does the form still hold it (its state right now)? */
  holds: () => boolean
  /** a link of the portal was clicked (its path and query) */
  onLeave: (to: string) => void
  /** the browser's Back (or Forward) was pressed; the page is shown again */
  onBack: () => void
}

/**
 * While `active`:
 * - a click on a link to another page of the portal is held and handed to `onLeave`;
 * - the browser's Back is held: the form's history entry is marked; when the browser leaves it,
 *   the history step is undone before the router hears of it (a capture listener of `popstate`,
 *   which runs before the router's, stops the event and goes back to the marked entry), then
 *   `onBack` asks the question. The history keeps its entries; confirming goes back for real;
 * - closing or reloading the tab asks the browser's question.
 * The form decides (decision 020b); this only hands the browser's events to it.
 */
export function useLeaveGuard({ active, holds, onLeave, onBack }: LeaveGuard): void {
  useEffect(() => {
    if (!active) return
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return
      const anchor = (e.target as Element | null)?.closest?.('a[href]')
      if (!anchor || anchor.getAttribute('target') === '_blank') return
      const url = new URL(anchor.getAttribute('href')!, window.location.href)
      if (url.origin !== window.location.origin) return
      e.preventDefault()
      e.stopPropagation()
      onLeave(`${url.pathname}${url.search}`)
    }
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault()
      e.returnValue = ''
    }

    // the form's own entry: marked once (the router hears the replace, and the path is the same)
    let mark = markOf(window.history.state)
    if (typeof mark !== 'string') {
      mark = `${Date.now()}-${++marks}`
      const state = (window.history.state ?? {}) as Record<string, unknown>
      window.history.replaceState({ ...state, [LEAVE_GUARD_KEY]: mark }, '')
    }
    let formIndex = entryIndex()
    let returning = false
    const onPopState = (e: PopStateEvent) => {
      if (!holds()) return
      e.stopImmediatePropagation()
      if (markOf(e.state) === mark) {
        // the step undone: the form is shown again, and asks
        formIndex = entryIndex() ?? formIndex
        if (returning) {
          returning = false
          onBack()
        }
        return
      }
      returning = true
      const now = entryIndex()
      window.history.go(formIndex !== null && now !== null ? formIndex - now : 1)
    }
    document.addEventListener('click', onClick, true)
    window.addEventListener('beforeunload', onBeforeUnload)
    window.addEventListener('popstate', onPopState, true)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('beforeunload', onBeforeUnload)
      window.removeEventListener('popstate', onPopState, true)
    }
  }, [active, holds, onLeave, onBack])
}
