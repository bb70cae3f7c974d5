import type { ReactNode } from 'react'
import { Box, chakra } from '@chakra-ui/react'

/** The inspector's boxes that scroll on their own: JSON, and tables on a narrow screen. */

const json = (value: unknown) => JSON.stringify(value, null, 2) ?? '—'

/** A block of JSON that scrolls on its own (a Tab stop, so the keyboard scrolls it too). */
export function JsonBlock({ value, label }: { value: unknown; label: string }) {
  return (
    <chakra.pre
      tabIndex={0}
      role="group"
      aria-label={label}
      data-testid="inspector-json"
      fontSize="xs"
      bg="gray.50"
      borderWidth="1px"
      borderRadius="md"
      p={2}
      maxH="18rem"
      overflow="auto"
      whiteSpace="pre-wrap"
      wordBreak="break-all"
    >
      {json(value)}
    </chakra.pre>
  )
}

/** A table's box that scrolls sideways on a narrow screen, reachable by keyboard to scroll it. */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      overflowX="auto"
      bg="white"
      borderWidth="1px"
      borderRadius="md"
      tabIndex={0}
      role="group"
      aria-label={label}
    >
      {children}
    </Box>
  )
}
