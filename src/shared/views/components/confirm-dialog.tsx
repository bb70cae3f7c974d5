import type { ReactNode } from 'react'
import { Button } from '@chakra-ui/react'
import { ACCENT_PALETTE } from '../accent'
import { DialogFrame } from './dialog-frame'

/**
 * A small modal with a title, a text and up to two actions; Escape and the backdrop cancel (or
 * confirm, when there is nothing to cancel), and the focus goes back to where it was.
 */
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
    <DialogFrame
      open={open}
      onClose={onCancel ?? onConfirm}
      role="alertdialog"
      title={title}
      testId={testId}
      footer={
        <>
          {cancelLabel && onCancel ? (
            <Button variant="outline" onClick={onCancel}>
              {cancelLabel}
            </Button>
          ) : null}
          <Button colorPalette={ACCENT_PALETTE} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  )
}
