import { Box, CloseButton, Flex, Text } from '@chakra-ui/react'
import { useT } from '../i18n'
import { useApp, useUi } from '../app-context'

const TONE_BG = { info: 'accent.solid', success: 'green.600', error: 'red.600' } as const

/** The snackbar of the ui machine (S1 §2 other widgets). */
export function SnackbarHost() {
  const snackbar = useUi((c) => c.snackbar)
  const { ui } = useApp()
  const t = useT()
  if (!snackbar) return null
  return (
    <Box
      position="fixed"
      bottom={6}
      left="50%"
      transform="translateX(-50%)"
      zIndex="toast"
      // as wide as its text up to the window's width (left: 50% alone would halve it on a phone)
      w="max-content"
      maxW="calc(100vw - 32px)"
    >
      <Flex
        key={snackbar.seq}
        role="alert"
        data-testid="snackbar"
        align="center"
        gap={3}
        bg={TONE_BG[snackbar.tone]}
        color="white"
        px={4}
        py={3}
        borderRadius="md"
        boxShadow="lg"
      >
        <Text fontSize="sm">{t(snackbar.message)}</Text>
        <CloseButton
          size="xs"
          color="white"
          aria-label={t('app.close')}
          onClick={() => ui.send({ type: 'SNACKBAR.HIDE' })}
        />
      </Flex>
    </Box>
  )
}
