import { Box, Flex, Link, Text } from '@chakra-ui/react'
import { useT } from '../i18n'

const PRIVACY_URL = 'https://www.example.com/privacy'
const TERMS_URL = 'https://www.example.com/terms'

export function Footer() {
  const t = useT()
  return (
    <Box as="footer" borderTopWidth="1px" bg="white" mt="auto">
      <Flex
        maxW="1280px"
        mx="auto"
        px={{ base: 3, md: 6 }}
        py={4}
        gap={4}
        wrap="wrap"
        fontSize="sm"
        color="gray.600"
      >
        <Link href={PRIVACY_URL} target="_blank" rel="noopener noreferrer" fontWeight="bold">
          {t('app.privacyPolicy')}
        </Link>
        <Link href={TERMS_URL} target="_blank" rel="noopener noreferrer">
          {t('app.termsOfUse')}
        </Link>
        <Text ms="auto">{t('app.copyright')}</Text>
      </Flex>
    </Box>
  )
}
