import { Box, Flex, Text } from '@chakra-ui/react'
import { useT } from '../../../shared/views/i18n'
import { ExternalLink } from '../../../shared/views/components/external-link'
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
        <ExternalLink href={externalLinks.privacy} fontWeight="bold">
          {t('app.privacyPolicy')}
        </ExternalLink>
        <ExternalLink href={externalLinks.terms}>{t('app.termsOfUse')}</ExternalLink>
        <Text ms="auto">{t('app.copyright')}</Text>
      </Flex>
    </Box>
  )
}
