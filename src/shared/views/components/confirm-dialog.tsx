import type { ReactNode } from 'react'
import { Button } from '@chakra-ui/react'
import { ACCENT_PALETTE } from '../accent'
import { useT } from '../i18n'
import { DialogFrame } from './dialog-frame'

/**
 * A small modal with a title, a text and up to two actions; Escape and the backdrop cancel (or
 * confirm, when there is nothing to cancel), and the focus goes back to where it was. The actions
 * read 확인 and 취소 unless named; 취소 is there when there is something to cancel. A page that
 * draws the dialog only in the state it stands for leaves `open` out.
 */
export function ConfirmDialog({
  open = true,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  testId,
}: {
  open?: boolean
  title: string
  children: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  onConfirm: () => void
  onCancel?: () => void
  testId?: string
}) {
  const t = useT()
  return (
    <DialogFrame
      open={open}
      onClose={onCancel ?? onConfirm}
      role="alertdialog"
      title={title}
      testId={testId}
      footer={
        <>
          {onCancel ? (
            <Button variant="outline" onClick={onCancel}>
              {cancelLabel ?? t('app.cancel')}
            </Button>
          ) : null}
          <Button colorPalette={ACCENT_PALETTE} onClick={onConfirm}>
            {confirmLabel ?? t('app.confirm')}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  )
}
