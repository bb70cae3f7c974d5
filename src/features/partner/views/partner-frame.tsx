import type { ReactNode } from 'react'
import { Box, Flex, Spinner, Stack, Text } from '@chakra-ui/react'

/** The partner pages' column: phone first, at most 600 px wide, centred on a wide screen. */
export function PartnerFrame({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Flex justify="center" px={{ base: 4, md: 6 }} py={{ base: 6, md: 10 }} data-testid={testId}>
      <Box w="full" maxW="600px">
        {children}
      </Box>
    </Flex>
  )
}

/** A page busy with its calls: the page's own spinner and what it is doing. */
export function PartnerBusy({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <Stack align="center" gap={4} py={12} textAlign="center" data-testid="partner-busy">
      {/* the words below say what it waits for: the spinner is a picture (a span takes no label) */}
      <Spinner size="lg" color="accent.solid" aria-hidden="true" />
      <Text>{label}</Text>
      {children}
    </Stack>
  )
}
