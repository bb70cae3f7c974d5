import { Box, Spinner } from '@chakra-ui/react'
import { keyframes } from '@emotion/react'
import { useSelector } from '@xstate/react'
import { useT } from '../i18n'
import { useApp } from '../app-context'

// quick calls finish before an indicator shows: no flicker on every keystroke
const appear = keyframes`from { opacity: 0; } to { opacity: 1; }`

/** The animation of a loading indicator: it fades in after 300 ms, so quick calls do not flash it. */
export const APPEAR_LATER = `${appear} 150ms ease 300ms both`

/**
 * Shown while an API call runs (S1 §4) and no screen part shows a loading indicator of its own
 * (the ui actor's `overlay` region: one indicator at a time); it fades in after 300 ms so quick
 * calls do not flash it, and it does not block the page (the busy screen parts disable themselves).
 */
export function LoadingOverlay() {
  const { ui } = useApp()
  const shown = useSelector(ui, (s) => s.matches({ overlay: 'shown' }))
  const t = useT()
  if (!shown) return null
  return (
    <Box
      position="fixed"
      inset={0}
      zIndex="overlay"
      bg="blackAlpha.200"
      pointerEvents="none"
      css={{ animation: APPEAR_LATER }}
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
