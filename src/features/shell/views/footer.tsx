import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { useT } from '../../../shared/views/i18n'
import { ExternalLink } from '../../../shared/views/components/external-link'
import { useShellViews } from './deps'

/** A footer link is a thumb's 44 px tall below 1024 px, 24 px from there (issue 46). */
const THUMB_LINK = { minH: { base: '11', lg: '6' }, display: 'inline-flex', alignItems: 'center' }

export function Footer() {
  const t = useT()
  const { externalLinks, exportProblemReport } = useShellViews()
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
        <ExternalLink href={externalLinks.privacy} fontWeight="bold" {...THUMB_LINK}>
          {t('app.privacyPolicy')}
        </ExternalLink>
        <ExternalLink href={externalLinks.terms} {...THUMB_LINK}>
          {t('app.termsOfUse')}
        </ExternalLink>
        {/* demo builds (npm start, npm run dev): what a developer needs to see a tester's problem */}
        {exportProblemReport && (
          <Button
            variant="plain"
            size="sm"
            h="auto"
            minH={THUMB_LINK.minH}
            p={0}
            color="gray.700"
            textDecoration="underline"
            onClick={exportProblemReport}
            data-testid="problem-report"
          >
            {t('problemReport.export')}
          </Button>
        )}
        <Text ms="auto" alignSelf="center">
          {t('app.copyright')}
        </Text>
      </Flex>
    </Box>
  )
}
