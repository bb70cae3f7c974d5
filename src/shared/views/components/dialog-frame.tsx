import { useEffect, useRef, type ReactNode, type RefObject } from 'react'
import { OnceOpened, onUsePart } from './on-use'

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

export interface DialogFrameProps {
  /** shown (default); a dialog the machine decides may also be rendered only while it shows */
  open?: boolean
  /** Escape, the backdrop and the close button; absent: the dialog cannot be dismissed */
  onClose?: () => void
  title?: ReactNode
  testId?: string
  /** `alertdialog` for a dialog that asks or tells before anything else goes on */
  role?: 'dialog' | 'alertdialog'
  size?: 'xs' | 'sm' | 'md' | 'lg'
  /** the content's largest width (CSS), its width the screen's up to it */
  maxW?: string
  /** above another dialog (the address search over the shipping dialog) */
  stacked?: boolean
  /** a labelled ✕ in the corner (needs `onClose`) */
  closeButton?: boolean
  /** the element to focus when it opens (the first focusable one otherwise) */
  initialFocus?: () => HTMLElement | null
  /** wraps title, body and footer in a form submitted by Enter and by a submit button */
  onSubmit?: () => void
  footer?: ReactNode
  /** vertical padding of the body (a progress dialog's roomier one) */
  bodyPy?: number
  children: ReactNode
}

/** the dialog's frame, fetched when a dialog first opens (issue 45) */
const frame = onUsePart(() => import('./dialog-frame-view'))

/**
 * The frame every dialog of the portal shares: backdrop, a centred content with side margins on
 * a phone, a title, the body, the footer, an optional labelled close button, and the focus back
 * on the opener when it closes (S1 §5 dialogs). Its code comes when a dialog first opens; a
 * dialog once opened stays drawn, closed, so it closes as it opened.
 */
export function DialogFrame(props: DialogFrameProps) {
  const open = props.open ?? true
  useFocusReturn(open)
  return (
    <OnceOpened
      part={frame}
      open={open}
      draw={(Frame, shown) => <Frame {...props} open={shown} />}
    />
  )
}
