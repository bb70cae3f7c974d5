import { useEffect } from 'react'
import { isGuardEntry, pushGuardEntry } from '../services/guard-entry'

export interface LeaveGuard {
  /** the form holds unsaved input and is being edited: leaving asks first */
  active: boolean
  /** read when the browser's Back arrives: does the form still hold it (its state right now)? */
  holds: () => boolean
  /** a link of the portal was clicked (its path and query) */
  onLeave: (to: string) => void
  /** the browser's Back was pressed; the form is still shown */
  onBack: () => void
}

/**
 * While `active`:
 * - a click on a link to another page of the portal is held (its default prevented, so the router
 *   stays) and handed to `onLeave`;
 * - the browser's Back is held: an entry of the same address lies on top of the form's own
 *   (`pushGuardEntry`), so Back lands on the form's entry without a change of address (the router
 *   sees nothing) and `onBack` asks; a cancelled question puts the entry back, a confirmed one
 *   goes back for real; leaving by a link or after sending replaces the entry (the wire);
 * - closing or reloading the tab asks the browser's question.
 * The form decides (decision 020b); this only hands the browser's events to it.
 */
export function useLeaveGuard({ active, holds, onLeave, onBack }: LeaveGuard): void {
  useEffect(() => {
    if (!active) return
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return
      const anchor = e.target instanceof Element ? e.target.closest('a[href]') : null
      if (!anchor || anchor.getAttribute('target') === '_blank') return
      const url = new URL(anchor.getAttribute('href')!, window.location.href)
      if (url.origin !== window.location.origin) return
      // the default only: the link's own handlers still run (the drawer closes on its menu
      // link), and the router sees a prevented click and stays
      e.preventDefault()
      onLeave(`${url.pathname}${url.search}`)
    }
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault()
      e.returnValue = ''
    }
    const formAddress = window.location.href
    pushGuardEntry()
    const onPopState = (e: PopStateEvent) => {
      // Forward onto the guard entry, or a jump of several entries away: nothing to hold
      if (!holds() || isGuardEntry(e.state) || window.location.href !== formAddress) return
      onBack()
    }
    document.addEventListener('click', onClick, true)
    window.addEventListener('beforeunload', onBeforeUnload)
    window.addEventListener('popstate', onPopState)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('beforeunload', onBeforeUnload)
      window.removeEventListener('popstate', onPopState)
    }
  }, [active, holds, onLeave, onBack])
}
