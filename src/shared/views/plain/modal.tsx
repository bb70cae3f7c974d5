import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react'
import { useFocusReturn } from '../focus-return'
import { CentredStack, Spinner } from './index'

/**
 * A modal dialog drawn without Chakra (decision 084): the browser's own `<dialog>` opened with
 * `showModal()`, which makes the page behind it inert, holds the focus and gives it to the first
 * control inside, or to the one marked `data-autofocus`; the focus goes back where it was once it
 * closes or unmounts (S1 §5 dialogs).
 * The machine decides when it shows: render it while its state lasts, or pass `open`.
 *
 * Escape sends `onCancel`; without one the dialog cannot be dismissed (a progress, an answer the
 * user must read). With `onSubmit` its content is a form that Enter and a submit button send.
 */
export function Modal({
  open = true,
  title,
  role = 'dialog',
  busy,
  onCancel,
  onSubmit,
  footer,
  maxWidth,
  testId,
  children,
}: {
  open?: boolean
  /** the dialog's heading, which names it; without one the first line of its content names it */
  title?: ReactNode
  role?: 'dialog' | 'alertdialog'
  /** work is on its way inside it */
  busy?: boolean
  onCancel?: () => void
  onSubmit?: () => void
  footer?: ReactNode
  /** its largest width in px (a progress's 360 unless given) */
  maxWidth?: number
  testId?: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const labelId = useId()
  const shown = useRef(open)
  shown.current = open
  useFocusReturn(open)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      // the control marked to take the focus first (`data-autofocus`), else the browser's choice
      // (the first control); nothing to take it (a progress): the dialog holds it itself
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
      if (!dialog.contains(document.activeElement)) dialog.focus()
    } else if (!open && dialog.open) dialog.close()
  }, [open])
  const body = (
    <>
      {title !== undefined ? (
        <h2 id={labelId} className="pl-dialog-title">
          {title}
        </h2>
      ) : null}
      <div className="pl-dialog-body" id={title === undefined ? labelId : undefined}>
        {children}
      </div>
      {footer !== undefined ? <div className="pl-dialog-footer">{footer}</div> : null}
    </>
  )
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSubmit?.()
  }
  return (
    <dialog
      ref={ref}
      className="pl-dialog"
      role={role}
      aria-labelledby={labelId}
      aria-busy={busy || undefined}
      tabIndex={-1}
      style={maxWidth ? { maxWidth } : undefined}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault()
        onCancel?.()
      }}
      // the browser may still close it on a second Escape: it stays while its state lasts
      onClose={() => {
        if (shown.current) ref.current?.showModal()
      }}
    >
      {onSubmit ? (
        <form className="pl-dialog-form" onSubmit={submit} noValidate>
          {body}
        </form>
      ) : (
        body
      )}
    </dialog>
  )
}

/**
 * A progress the page waits on: a modal that cannot be dismissed (it ends when the work does),
 * its spinner and what the page is doing, which names it.
 */
export function ProgressDialog({
  open,
  text,
  testId,
}: {
  open: boolean
  text: string
  testId?: string
}) {
  return (
    <Modal open={open} role="alertdialog" busy testId={testId}>
      <CentredStack space="wide">
        <Spinner />
        <p>{text}</p>
      </CentredStack>
    </Modal>
  )
}
