import { useId, type RefObject } from 'react'
import { Box, Button, Flex, Heading, Stack, Text, chakra } from '@chakra-ui/react'
import type { JournalEntry } from '../../../../shared/machines/journal'
import { useT } from '../../../../shared/views/i18n'
import { JsonBlock } from './blocks'

/**
 * The timeline of the journal: a slider over its entries with the steps either side, and the
 * entry shown, its event and its actor's context at that entry.
 */
export function Timeline({
  entries,
  index,
  following,
  live,
  context,
  slider,
  go,
  onLatest,
}: {
  entries: readonly JournalEntry[]
  index: number
  /** the last entry is shown and followed as the journal grows */
  following: boolean
  /** the journal is this browser's (not a file's): the latest entry can be followed */
  live: boolean
  /** the context of the entry's actor at the entry */
  context: unknown
  slider: RefObject<HTMLInputElement | null>
  go: (index: number) => void
  onLatest: () => void
}) {
  const t = useT()
  const heading = useId()
  const entry = entries[index] ?? null
  const last = entries.length - 1
  const entryText = (i: number, e: JournalEntry) =>
    t('inspector.entry', {
      index: i + 1,
      total: entries.length,
      seq: e.seq,
      actor: e.actor,
      event: e.event.type,
    })
  return (
    <Box as="section" aria-labelledby={heading}>
      <Heading as="h2" size="md" id={heading} mb={2}>
        {t('inspector.timeline')}
      </Heading>
      {entry === null ? (
        <Text color="gray.600">{t('inspector.noEntries')}</Text>
      ) : (
        <Stack gap={2}>
          <Flex gap={2} align="center" wrap="wrap">
            <Button size="sm" onClick={() => go(index - 1)} disabled={index <= 0}>
              {t('inspector.previous')}
            </Button>
            <chakra.input
              ref={slider}
              type="range"
              min={0}
              max={last}
              step={1}
              value={index}
              onChange={(e) => go(Number(e.currentTarget.value))}
              aria-label={t('inspector.position')}
              aria-valuetext={entryText(index, entry)}
              flex="1 1 12rem"
              minW="8rem"
              accentColor="blue.600"
            />
            <Button size="sm" onClick={() => go(index + 1)} disabled={index >= last}>
              {t('inspector.next')}
            </Button>
            {live && (
              <Button size="sm" variant="outline" onClick={onLatest} aria-pressed={following}>
                {t('inspector.latest')}
              </Button>
            )}
          </Flex>
          <Text fontSize="sm" data-testid="inspector-position">
            {entryText(index, entry)}
            {following ? ` · ${t('inspector.following')}` : ''}
          </Text>
          <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={3}>
            <Box minW={0}>
              <Text fontSize="sm" fontWeight="semibold">
                {t('inspector.event')}
              </Text>
              <JsonBlock value={entry.event} label={t('inspector.entryEvent')} />
            </Box>
            <Box minW={0}>
              <Text fontSize="sm" fontWeight="semibold">
                {entry.actor} {t('inspector.context')}
              </Text>
              <JsonBlock
                value={context}
                label={t('inspector.entryContext', { actor: entry.actor })}
              />
            </Box>
          </Box>
        </Stack>
      )}
    </Box>
  )
}
