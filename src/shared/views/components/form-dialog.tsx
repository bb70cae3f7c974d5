import type { ReactNode } from 'react'
import { Button } from '@chakra-ui/react'
import { ACCENT_PALETTE } from '../accent'
import { useT } from '../i18n'
import { DialogFrame } from './dialog-frame'

/**
 * A dialog holding a form (S1 §5 dialogs): a title, a labelled close button, the form's fields,
 * a cancel and a submit that shows its busy state. Escape, the backdrop, the close button and
 * cancel all send `onCancel` (none of them while `cancelDisabled`); the focus goes back to the
 * button that opened it. The machine decides when it shows: render it while its state lasts.
 *
 * `<FormDialog title="수정" testId="modify-dialog" submitLabel="저장" busy={saving}
 *   onSubmit={() => send({ type: 'SUBMIT' })} onCancel={() => send({ type: 'CANCEL' })}>
 *   <FormField ... /></FormDialog>`
 */
export function FormDialog({
  title,
  testId,
  submitLabel,
  submitTestId,
  cancelLabel,
  busy = false,
  submitDisabled = false,
  cancelDisabled = false,
  closeButton = true,
  maxW,
  onSubmit,
  onCancel,
  initialFocus,
  children,
}: {
  title: ReactNode
  testId?: string
  submitLabel: string
  submitTestId?: string
  /** the cancel button's label ('취소' unless given) */
  cancelLabel?: string
  busy?: boolean
  submitDisabled?: boolean
  /** the work it started cannot be left (a sign-up on its way): no cancel, no Escape */
  cancelDisabled?: boolean
  closeButton?: boolean
  maxW?: string
  onSubmit: () => void
  onCancel: () => void
  /** the field to focus when it opens (the first focusable element otherwise) */
  initialFocus?: () => HTMLElement | null
  children: ReactNode
}) {
  const t = useT()
  const cancel = () => {
    if (!cancelDisabled) onCancel()
  }
  return (
    <DialogFrame
      title={title}
      testId={testId}
      onClose={cancel}
      closeButton={closeButton}
      maxW={maxW}
      initialFocus={initialFocus}
      onSubmit={onSubmit}
      footer={
        <>
          <Button variant="outline" disabled={cancelDisabled} onClick={cancel}>
            {cancelLabel ?? t('app.cancel')}
          </Button>
          <Button
            type="submit"
            colorPalette={ACCENT_PALETTE}
            loading={busy}
            disabled={submitDisabled}
            data-testid={submitTestId}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  )
}
