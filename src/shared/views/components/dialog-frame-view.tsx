import { useRef } from 'react'
import { CloseButton, Dialog, Portal } from '@chakra-ui/react'
import { useT } from '../i18n'
import type { DialogFrameProps } from './dialog-frame'
import { initialFocusIn } from './initial-focus'

/**
 * A dialog's frame once it has been opened (dialog-frame.tsx draws it): backdrop, a centred
 * content with side margins on a phone, a title, the body, the footer, an optional labelled close
 * button.
 */
export default function DialogFrameView({
  open = true,
  onClose,
  title,
  testId,
  role,
  size,
  maxW,
  stacked = false,
  closeButton = false,
  initialFocus,
  onSubmit,
  footer,
  bodyPy,
  children,
}: DialogFrameProps) {
  const t = useT()
  const content = useRef<HTMLDivElement>(null)
  const inner = (
    <>
      {title !== undefined ? (
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
      ) : null}
      <Dialog.Body py={bodyPy}>{children}</Dialog.Body>
      {footer !== undefined ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
    </>
  )
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose?.()}
      closeOnEscape={onClose !== undefined}
      // an alert dialog is answered by its buttons, never by a click beside it (the click that
      // opened it included)
      closeOnInteractOutside={onClose !== undefined && role !== 'alertdialog'}
      role={role}
      size={size}
      placement="center"
      initialFocusEl={() => initialFocusIn(content.current, initialFocus)}
    >
      <Portal>
        <Dialog.Backdrop zIndex={stacked ? 'popover' : undefined} />
        <Dialog.Positioner px={4} zIndex={stacked ? 'popover' : undefined}>
          <Dialog.Content
            ref={content}
            data-testid={testId}
            maxW={maxW}
            w={maxW ? 'full' : undefined}
          >
            {onSubmit ? (
              <form
                noValidate
                onSubmit={(e) => {
                  e.preventDefault()
                  // React carries a submit through the portal to a form around the opener (the
                  // add-branch dialog of the employee form): it is this dialog's alone
                  e.stopPropagation()
                  onSubmit()
                }}
              >
                {inner}
              </form>
            ) : (
              inner
            )}
            {closeButton && onClose ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('app.close')} />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
