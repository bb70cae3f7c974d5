import type { ReactNode } from 'react'
import { Button, Dialog, Portal } from '@chakra-ui/react'
import { ACCENT_PALETTE } from '../accent'

/** A small modal with a title, a text and up to two actions. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  testId,
}: {
  open: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  cancelLabel?: string
  onConfirm: () => void
  onCancel?: () => void
  testId?: string
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && (onCancel ?? onConfirm)()}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              {cancelLabel && onCancel ? (
                <Button variant="outline" onClick={onCancel}>
                  {cancelLabel}
                </Button>
              ) : null}
              <Button colorPalette={ACCENT_PALETTE} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
