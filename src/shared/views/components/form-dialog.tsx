import { Button } from '@chakra-ui/react'
import { ACCENT_PALETTE } from '../accent'
import { useT } from '../i18n'
import { DialogFrame, type DialogFrameProps } from './dialog-frame'

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
/** what a form dialog hands to its frame as it is */
type FrameProps = Pick<
  DialogFrameProps,
  'title' | 'testId' | 'maxW' | 'initialFocus' | 'closeButton' | 'children'
>

export function FormDialog({
  submitLabel,
  submitTestId,
  cancelLabel,
  busy = false,
  submitDisabled = false,
  cancelDisabled = false,
  closeButton = true,
  onSubmit,
  onCancel,
  ...frame
}: FrameProps & {
  submitLabel: string
  submitTestId?: string
  /** the cancel button's label ('취소' unless given) */
  cancelLabel?: string
  busy?: boolean
  submitDisabled?: boolean
  /** the work it started cannot be left (a sign-up on its way): no cancel, no Escape */
  cancelDisabled?: boolean
  onSubmit: () => void
  onCancel: () => void
}) {
  const t = useT()
  const cancel = () => {
    if (!cancelDisabled) onCancel()
  }
  return (
    <DialogFrame
      {...frame}
      closeButton={closeButton}
      onClose={cancel}
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
    />
  )
}
