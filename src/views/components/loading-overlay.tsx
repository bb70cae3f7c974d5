import { Box, Spinner } from '@chakra-ui/react'
import { useT } from '../i18n'
import { useUi } from '../portal-context'

/** Shown while any API call runs (S1 §4). */
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
      display="flex"
      alignItems="center"
      justifyContent="center"
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
    >
      <Spinner size="lg" color="brand.500" borderWidth="3px" aria-label={t('app.loading')} />
    </Box>
  )
}
