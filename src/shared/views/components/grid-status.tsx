import { Button, Flex, Spinner, Text, VisuallyHidden } from '@chakra-ui/react'
import type { Message, MessageKey } from '../../domain/messages'
import { useT } from '../i18n'
import { keyframes } from '@emotion/react'

// quick loads finish before an indicator shows: no flicker on every keystroke
const appear = keyframes`from { opacity: 0; } to { opacity: 1; }`

/** It fades in after 300 ms, as the loading overlay does, so quick loads do not flash it. */
const APPEAR_LATER = `${appear} 150ms ease 300ms both`

/**
 * Under a grid: its loading spinner (the grid's own indicator: its machine state tells the ui
 * actor, so the global overlay stays hidden), the empty text when nothing matched, or the load
 * error with a retry button. With rows shown the spinner sits over their top (the grid's box is
 * `position="relative"`).
 */
export function GridStatus({
  loading = false,
  rowsShown = false,
  empty,
  emptyText,
  error,
  onRetry,
}: {
  loading?: boolean
  rowsShown?: boolean
  empty: boolean
  emptyText: MessageKey
  error: Message | null
  onRetry: () => void
}) {
  const t = useT()
  if (loading) {
    return (
      <Flex
        justify="center"
        pointerEvents="none"
        // over rows, near their top: a long grid's middle may lie below the window
        {...(rowsShown
          ? { position: 'absolute' as const, inset: 0, align: 'flex-start', pt: 24 }
          : { align: 'center', py: 10 })}
        css={{ animation: APPEAR_LATER }}
        role="status"
        data-testid="grid-loading"
      >
        {/* the status says it in words; the spinner is a picture (a span takes no label) */}
        <Spinner size="lg" color="accent.solid" borderWidth="3px" aria-hidden="true" />
        <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
      </Flex>
    )
  }
  if (error) {
    return (
      <Flex direction="column" align="center" gap={2} py={8} data-testid="grid-error">
        <Text color="red.600">{t(error)}</Text>
        <Button size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Flex>
    )
  }
  if (!empty) return null
  return (
    <Text textAlign="center" py={10} color="gray.600" data-testid="grid-empty">
      {t(emptyText)}
    </Text>
  )
}
