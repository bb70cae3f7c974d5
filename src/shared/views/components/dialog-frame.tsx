import type { ReactNode } from 'react'
import { OnceOpened, onUsePart } from './on-use'
import { useFocusReturn } from '../focus-return'

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
