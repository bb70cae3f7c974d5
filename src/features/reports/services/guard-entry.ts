/**
 * The browser's history while the report form holds unsaved input (decision 020b): an entry of
 * the same address is put on top of the form's own, so the browser's Back lands on the form's
 * entry (the router sees no change of address, the form stays) and the form asks.
 */
const GUARD_ENTRY = 'reportFormGuard'

export const isGuardEntry = (state: unknown): boolean =>
  state !== null && typeof state === 'object' && GUARD_ENTRY in state && state[GUARD_ENTRY] === true

/** The browser is on the guard entry now: leaving the form replaces it rather than adding one. */
export const onGuardEntry = (): boolean =>
  typeof window !== 'undefined' && isGuardEntry(window.history.state)

/** Puts the guard entry on top of the form's (once: not on top of itself). */
export function pushGuardEntry(): void {
  if (!onGuardEntry()) window.history.pushState({ [GUARD_ENTRY]: true }, '')
}

/**
 * Goes back to the page before the form, after the browser's Back was held and the leaving
 * confirmed: the Back pressed proves there is one (unlike the portal's `back`, which stays on a
 * page opened from outside).
 */
export function goBack(): void {
  window.history.back()
}
