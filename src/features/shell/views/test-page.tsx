import { Heading, Stack, Text } from '@chakra-ui/react'
import { useT } from '../../../shared/views/i18n'

/** /v2/Test (development builds only). */
export default function TestPage() {
  const t = useT()
  return (
    <Stack p={6}>
      <Heading size="lg">{t('title.test')}</Heading>
      <Text>{import.meta.env.MODE}</Text>
    </Stack>
  )
}
