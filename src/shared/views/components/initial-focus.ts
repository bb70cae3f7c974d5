/** what takes the focus from the keyboard, in the order a dialog's user meets it */
const FOCUSABLE = 'input:not([type=hidden]),select,textarea,button,a[href],[tabindex]'

/** whether an element can take the focus now (drawn, not hidden for its first frame) */
function takesFocusNow(el: HTMLElement): boolean {
  if (el.tabIndex < 0 || el.matches(':disabled') || el.closest('[hidden],[inert]')) return false
  return typeof el.checkVisibility === 'function'
    ? el.checkVisibility({ visibilityProperty: true })
    : getComputedStyle(el).visibility !== 'hidden'
}

/**
 * The element a dialog focuses as it opens: the one `chosen` names where it does, else the first
 * in `root` that can take the focus now. A part drawn hidden until
 * it is measured (a slider's thumb is `visibility: hidden` for its first frame) cannot: the dialog
 * library's own choice of it left the focus behind the dialog on a busy phone, so it is passed
 * over. Null: the library chooses (the dialog itself).
 */
export function initialFocusIn(
  root: HTMLElement | null,
  chosen?: () => HTMLElement | null,
): HTMLElement | null {
  const given = chosen?.()
  if (given) return given
  return [...(root?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].find(takesFocusNow) ?? null
}
