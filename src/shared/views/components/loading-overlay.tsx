import { Box, Spinner } from '@chakra-ui/react'
import { keyframes } from '@emotion/react'

// quick calls finish before the overlay shows: no flicker on every keystroke
const appear = keyframes`from { opacity: 0; } to { opacity: 1; }`
import { useT } from '../i18n'
import { useUi } from '../app-context'

/**
 * Shown while any API call runs (S1 §4), fading in after 300 ms so quick calls do not flash it;
 * it does not block the page (the busy screen parts disable themselves).
 */
export function LoadingOverlay() {
  const pending = useUi((c) => c.pending)
  const t = useT()
  if (pending <= 0) return null
  return (
    <Box
      position="fixed"
      inset={0}
      zIndex="overlay"
      bg="blackAlpha.200"
      pointerEvents="none"
      css={{ animation: `${appear} 150ms ease 300ms both` }}
      display="flex"
      alignItems="center"
      justifyContent="center"
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
    >
      <Spinner size="lg" color="accent.solid" borderWidth="3px" aria-label={t('app.loading')} />
    </Box>
  )
}
