import { Box, Flex, Text } from '@chakra-ui/react'
import { Link } from 'wouter'
import { useT } from '../../../shared/views/i18n'
import { useApp } from '../../../shared/views/app-context'
import { SCREEN_ROUTES } from './screen-routes'

/** /v2/Statistics: the six statistics screens (S2 §2.1, §2.4). */
export default function StatisticsIndexPage() {
  const t = useT()
  const { routeTable } = useApp()
  return (
    <Box>
      <Text mb={3} color="gray.700">
        {t('statistics.index')}
      </Text>
      <Flex gap={3} wrap="wrap" data-testid="statistics-index">
        {SCREEN_ROUTES.map((id) => (
          <Box
            key={id}
            asChild
            bg="white"
            borderWidth="1px"
            borderRadius="lg"
            px={5}
            py={4}
            minW="200px"
            _hover={{ borderColor: 'accent.solid' }}
          >
            <Link href={routeTable[id].path}>{t(routeTable[id].title)}</Link>
          </Box>
        ))}
      </Flex>
    </Box>
  )
}
