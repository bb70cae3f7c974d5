import type { Message } from '../../../shared/domain/messages'
import { useT } from '../../../shared/views/i18n'
import { Button, CentredStack, ErrorAlert } from '../../../shared/views/plain'

/**
 * What a link page says when it cannot go on (S2 §4 "alerts and goes back"): the message, shown
 * as the alert said it, and, when the tab has a page of the portal before this one, the button
 * that goes back to it (the alert's confirmation). Plain (decision 084): the link pages draw
 * without Chakra.
 */
export function LinkFailed({
  error,
  testId,
  onBack,
}: {
  error: Message | null
  testId: string
  /** absent: nothing of the portal to go back to */
  onBack?: () => void
}) {
  const t = useT()
  return (
    <CentredStack>
      <ErrorAlert testId={testId}>{error ? t(error) : ''}</ErrorAlert>
      {onBack ? (
        <Button variant="outline" onClick={onBack} data-testid="link-back">
          {t('partner.back')}
        </Button>
      ) : null}
    </CentredStack>
  )
}

/** the back of a failed link page, when its machine can go back */
export const backOf = (can: boolean, send: (event: { type: 'BACK' }) => void) =>
  can ? () => send({ type: 'BACK' }) : undefined
