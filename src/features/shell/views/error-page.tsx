import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { Link } from 'wouter'
import { PATHS } from '../../../shared/domain/routes'
import { useT } from '../../../shared/views/i18n'
import { useUi } from '../../../shared/views/app-context'
import { ACCENT_PALETTE } from '../../../shared/views/accent'

/** /v2/Error: the status and message held in client state (S2 §2.6). */
export function ErrorPage() {
  const t = useT()
  const error = useUi((c) => c.error)
  return (
    <Flex flex="1" align="center" justify="center" p={6}>
      <Stack align="center" gap={3} textAlign="center" maxW="480px">
        <Heading as="h1" size="xl">
          {t('error.title')}
        </Heading>
        {error ? <Text color="gray.500">{t('error.status', { status: error.status })}</Text> : null}
        {/* Korean between words; the sid a partner error carries may break anywhere */}
        <Text data-testid="error-message" overflowWrap="anywhere">
          {error ? t(error.message) : t('error.noMessage')}
          {error?.detail ? ` ${error.detail}` : null}
        </Text>
        <Button asChild colorPalette={ACCENT_PALETTE}>
          <Link href={PATHS.home}>{t('error.home')}</Link>
        </Button>
      </Stack>
    </Flex>
  )
}
