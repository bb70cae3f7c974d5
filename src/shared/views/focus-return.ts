import { useEffect, useRef, type RefObject } from 'react'

/**
 * The focus back where it was once a dialog closes (S1 §5 dialogs): the dialogs drawn with Chakra
 * (`DialogFrame`) and the plain one (`plain/modal.tsx`) share it.
 */

/**
 * The element that last took the focus. A button that works before its dialog opens (the give
 * page's lookup) is disabled meanwhile, and a disabled button drops the focus to the body without
 * a focus event: the dialog's opener is then the element that last had it.
 */
let lastFocused: Element | null = null
if (typeof document !== 'undefined')
  document.addEventListener(
    'focusin',
    (e) => {
      if (e.target instanceof Element) lastFocused = e.target
    },
    true,
  )

function openerNow(): Element | null {
  const active = document.activeElement
  const held = active && active !== document.body ? active : lastFocused
  // an item of a menu goes with its menu: the dialog it opened gives the focus to the menu's
  // button (issue 48: the employees' amount dialog left it on the page)
  const menu = held?.closest('[role=menu]')
  if (menu?.id) {
    const trigger = document.querySelector(`[aria-controls="${CSS.escape(menu.id)}"]`)
    if (trigger) return trigger
  }
  return held
}

/**
 * Gives the focus back to the element that held it when `open` became true (the button that
 * opened a dialog, or the one that last had it when the focus had fallen to the body), once it
 * closes or unmounts. The dialog library's own restore is asynchronous and loses the race with a
 * dialog that unmounts as it closes (a machine state that ends).
 */
export function useFocusReturn(open: boolean): void {
  const opener = useRef<Element | null>(null)
  if (open && opener.current === null && typeof document !== 'undefined')
    opener.current = openerNow()
  useEffect(() => {
    if (!open) restoreFocus(opener)
  }, [open])
  useEffect(() => () => restoreFocus(opener), [])
}

function restoreFocus(opener: RefObject<Element | null>): void {
  const target = opener.current
  opener.current = null
  if (!(target instanceof HTMLElement) || target === document.body || !target.isConnected) return
  if (!target.hasAttribute('disabled')) {
    target.focus()
    return
  }
  // the dialog's answer set its opener working (a confirm that creates): the focus goes back once
  // it works no more, unless the user has gone on elsewhere meanwhile (issue 48)
  const watch = new MutationObserver(() => {
    const elsewhere = document.activeElement !== null && document.activeElement !== document.body
    if (elsewhere || !target.isConnected) watch.disconnect()
    else if (!target.hasAttribute('disabled')) {
      watch.disconnect()
      target.focus()
    }
  })
  watch.observe(target, { attributes: true, attributeFilter: ['disabled'] })
  // the user going on elsewhere ends the wait at once, so the opener is not held meanwhile
  document.addEventListener('focusin', () => watch.disconnect(), { once: true, capture: true })
}
