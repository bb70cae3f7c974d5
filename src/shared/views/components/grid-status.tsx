import { Button, Flex, Text } from '@chakra-ui/react'
import type { Message, MessageKey } from '../../domain/messages'
import { useT } from '../i18n'

/** Under a grid: the empty text when nothing matched, or the load error with a retry button. */
export function GridStatus({
  empty,
  emptyText,
  error,
  onRetry,
}: {
  empty: boolean
  emptyText: MessageKey
  error: Message | null
  onRetry: () => void
}) {
  const t = useT()
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
