import { useEffect, useId, useRef } from 'react'
import { useFocusReturn } from '../focus-return'
import { CentredStack, Spinner } from './index'

/**
 * A progress the page waits on, as a modal dialog drawn without Chakra (decision 084): the
 * browser's own `<dialog>` opened with `showModal()`, which makes the page behind it inert and
 * holds the focus; it cannot be dismissed (Escape does nothing: it ends when the work does), and
 * the focus goes back where it was once it closes (S1 §5 dialogs).
 */
export function ProgressDialog({
  open,
  text,
  testId,
}: {
  open: boolean
  /** what the page is doing, which names the dialog */
  text: string
  testId?: string
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const textId = useId()
  const shown = useRef(open)
  shown.current = open
  useFocusReturn(open)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      dialog.focus()
    } else if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      className="pl-dialog"
      role="alertdialog"
      aria-labelledby={textId}
      aria-busy="true"
      tabIndex={-1}
      data-testid={testId}
      onCancel={(e) => e.preventDefault()}
      // the browser may still close it on a second Escape: it stays while the work goes on
      onClose={() => {
        if (shown.current) ref.current?.showModal()
      }}
    >
      <CentredStack space="wide">
        <Spinner />
        <p id={textId}>{text}</p>
      </CentredStack>
    </dialog>
  )
}
