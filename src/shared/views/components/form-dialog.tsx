import { useEffect, useRef, type ReactNode } from 'react'
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react'
import { ACCENT_PALETTE } from '../accent'
import { useT } from '../i18n'

/**
 * A dialog holding a form (S1 §5 dialogs): a title, a labelled close button, the form's fields,
 * a cancel and a submit that shows its busy state. Escape, the backdrop, the close button and
 * cancel all send `onCancel`; the focus goes back to the button that opened it. The machine decides when it shows: render it while its state lasts.
 *
 * `<FormDialog title="수정" testId="modify-dialog" submitLabel="저장" busy={saving}
 *   onSubmit={() => send({ type: 'SUBMIT' })} onCancel={() => send({ type: 'CANCEL' })}>
 *   <FormField ... /></FormDialog>`
 */
export function FormDialog({
  title,
  testId,
  submitLabel,
  busy = false,
  submitDisabled = false,
  onSubmit,
  onCancel,
  initialFocus,
  children,
}: {
  title: ReactNode
  testId?: string
  submitLabel: string
  busy?: boolean
  submitDisabled?: boolean
  onSubmit: () => void
  onCancel: () => void
  /** the field to focus when it opens (the first focusable element otherwise) */
  initialFocus?: () => HTMLElement | null
  children: ReactNode
}) {
  const t = useT()
  // the element that held the focus when the dialog opened (the button that opened it); the
  // dialog's own restore is asynchronous and loses the race with a dialog that unmounts at once
  const opener = useRef<Element | null>(null)
  if (opener.current === null && typeof document !== 'undefined')
    opener.current = document.activeElement
  useEffect(
    () => () => {
      const target = opener.current
      if (target instanceof HTMLElement && target.isConnected) target.focus()
    },
    [],
  )
  return (
    <Dialog.Root
      open
      placement="center"
      onOpenChange={(e) => !e.open && onCancel()}
      initialFocusEl={initialFocus}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault()
                onSubmit()
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onCancel}>
                  {t('app.cancel')}
                </Button>
                <Button
                  type="submit"
                  colorPalette={ACCENT_PALETTE}
                  loading={busy}
                  disabled={submitDisabled}
                >
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('app.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
