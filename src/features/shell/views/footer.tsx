import { Box, Flex, Link, Text } from '@chakra-ui/react'
import { useT } from '../../../shared/views/i18n'
import { useShellViews } from './deps'

export function Footer() {
  const t = useT()
  const { externalLinks } = useShellViews()
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
        {/* an empty link is hidden: a production build without its URL (externalLinksFor) */}
        {externalLinks.privacy ? (
          <Link
            href={externalLinks.privacy}
            target="_blank"
            rel="noopener noreferrer"
            fontWeight="bold"
          >
            {t('app.privacyPolicy')}
          </Link>
        ) : null}
        {externalLinks.terms ? (
          <Link href={externalLinks.terms} target="_blank" rel="noopener noreferrer">
            {t('app.termsOfUse')}
          </Link>
        ) : null}
        <Text ms="auto">{t('app.copyright')}</Text>
      </Flex>
    </Box>
  )
}
