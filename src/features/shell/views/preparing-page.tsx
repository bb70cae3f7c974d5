import { Box, Heading, Text } from '@chakra-ui/react'
import type { MessageKey } from '../../../shared/domain/messages'
import { useT } from '../../../shared/views/i18n'

/** A route whose screen arrives with a later release. */
export function PreparingPage({ title }: { title: MessageKey }) {
  const t = useT()
  return (
    <Box
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: 6, md: 10 }}
      textAlign="center"
      data-testid="preparing"
    >
      <Heading size="lg" mb={2}>
        {t(title)}
      </Heading>
      <Text color="gray.600">{t('app.preparing')}</Text>
      <Text color="gray.500" fontSize="sm">
        {t('app.preparingDetail')}
      </Text>
    </Box>
  )
}
