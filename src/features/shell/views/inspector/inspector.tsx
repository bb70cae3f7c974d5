import { useEffect, useId, useRef, useState, useSyncExternalStore, type ChangeEvent } from 'react'
import { Box, Button, Flex, Heading, Stack, Text, chakra } from '@chakra-ui/react'
import type { AnyStateMachine } from 'xstate'
import type { Journal } from '../../../../shared/machines/journal'
import { useT } from '../../../../shared/views/i18n'
import type { Inspection } from '../deps'
import { ActorChart } from './actor-chart'
import { actorsAt } from './actors'
import { indexAtTime, indexOfSeq, readLoadedFiles, type LoadedFiles } from './replay'
import { HarCalls } from './har-calls'
import { ActorsTable, CallsTable, JournalTable } from './tables'
import { Timeline } from './timeline'

const NO_MACHINES: Readonly<Record<string, AnyStateMachine>> = {}

/**
 * The statechart inspector of development builds (/Playground, decision 044): the running actors
 * and each machine's chart with its state lit, a timeline of the journal that shows every chart
 * and context as it was at one entry, and a journal exported from another browser replayed into
 * the same views. Offline: elkjs lays the charts out in this thread.
 */
export function Inspector({
  journal,
  inspection,
  exportProblemReport,
}: {
  journal: Journal
  inspection?: Inspection
  exportProblemReport?: () => void
}) {
  const t = useT()
  const live = useSyncExternalStore(journal.subscribe, journal.entries)
  const [loaded, setLoaded] = useState<LoadedFiles | null>(null)
  const [badFile, setBadFile] = useState(false)
  /** the entry shown, by its number; null: the last one (live: following it) */
  const [seq, setSeq] = useState<number | null>(null)
  const [registry, setRegistry] = useState(NO_MACHINES)
  const fileInput = useId()
  const fileHint = useId()
  const slider = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (!inspection) return
    let on = true
    inspection.machines().then((machines) => on && setRegistry(machines))
    return () => {
      on = false
    }
  }, [inspection])

  const entries = loaded?.entries ?? live
  const last = entries.length - 1
  const index = seq === null ? last : Math.max(0, indexOfSeq(entries, seq))
  const entry = entries[index] ?? null
  const following = seq === null && loaded === null
  const actors = actorsAt({
    entries,
    index,
    live: following ? (inspection?.root ?? null) : null,
    registry,
  })
  const focusedActor = entry ? actors.find((a) => a.name === entry.actor) : undefined

  const go = (to: number) => {
    const clamped = Math.min(Math.max(to, 0), last)
    // nothing at `clamped`: the journal is empty
    const target = entries[clamped]
    if (!target) return
    setSeq(clamped === last && !loaded ? null : target.seq)
  }
  // a journal or problem report, the HAR beside it, or a HAR alone: chosen together (issue 50)
  const loadFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget
    const files = [...(input.files ?? [])]
    if (files.length === 0) return
    const read = await Promise.all(files.map(async (f) => ({ name: f.name, text: await f.text() })))
    input.value = ''
    const next = readLoadedFiles(read)
    setBadFile(next === null)
    if (next === null) return
    setLoaded(next)
    setSeq(null)
  }
  /** the journal as it was when a call was sent, the slider focused to step on from there */
  const showAt = (iso: string) => {
    go(Math.max(0, indexAtTime(entries, iso)))
    slider.current?.focus()
    slider.current?.scrollIntoView?.({ block: 'center' })
  }
  const backToLive = () => {
    setLoaded(null)
    setSeq(null)
  }
  const download = () => {
    const url = URL.createObjectURL(new Blob([journal.exportJson()], { type: 'application/json' }))
    const a = document.createElement('a')
    a.href = url
    a.download = `journal-${Date.now()}.json`
    document.body.appendChild(a)
    a.click()
    a.remove()
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
  }

  return (
    <Stack gap={5} p={{ base: 3, md: 6 }} maxW="100%" data-testid="inspector">
      <Stack gap={2}>
        <Heading as="h1" size="xl">
          {t('inspector.title')}
        </Heading>
        <Text color="gray.700">{t('inspector.intro')}</Text>
      </Stack>

      <Flex gap={3} align="center" wrap="wrap">
        <chakra.label htmlFor={fileInput} fontWeight="semibold" fontSize="sm">
          {t('inspector.load')}
        </chakra.label>
        <chakra.input
          id={fileInput}
          type="file"
          multiple
          accept="application/json,.json,.har"
          aria-describedby={fileHint}
          onChange={loadFile}
          fontSize="sm"
          maxW="100%"
        />
        <Text id={fileHint} fontSize="sm" color="gray.700" flexBasis="100%">
          {t('inspector.loadHint')}
        </Text>
        {loaded && (
          <>
            {loaded.name !== null && (
              <Text fontSize="sm" data-testid="inspector-loaded">
                {t('inspector.loaded', { name: loaded.name, count: loaded.entries.length })}
              </Text>
            )}
            {loaded.har && (
              <Text fontSize="sm" data-testid="inspector-loaded-har">
                {t('inspector.harLoaded', {
                  name: loaded.har.name,
                  count: loaded.har.entries.length,
                })}
              </Text>
            )}
            <Button size="sm" variant="outline" onClick={backToLive}>
              {t('inspector.backToLive')}
            </Button>
          </>
        )}
      </Flex>
      {badFile && (
        <Text role="alert" color="red.700" fontSize="sm">
          {t('inspector.badFile')}
        </Text>
      )}

      <Timeline
        entries={entries}
        index={index}
        following={following}
        live={!loaded}
        context={focusedActor?.context ?? entry?.context}
        slider={slider}
        go={go}
        onLatest={() => setSeq(null)}
      />

      {loaded?.har && (
        <HarCalls
          name={loaded.har.name}
          entries={loaded.har.entries}
          {...(loaded.entries.length > 0 ? { onShowAt: showAt } : {})}
        />
      )}

      <Box as="section" aria-label={t('inspector.actors')}>
        <Heading as="h2" size="md" mb={2}>
          {t('inspector.actors')}
        </Heading>
        <ActorsTable actors={actors} />
      </Box>

      <Box as="section" aria-label={t('inspector.charts')}>
        <Heading as="h2" size="md" mb={2}>
          {t('inspector.charts')}
        </Heading>
        <Box display="grid" gridTemplateColumns="minmax(0, 1fr)" gap={3}>
          {actors
            .filter((a) => a.machineId !== null)
            .map((a) => (
              <ActorChart key={a.name} actor={a} focused={a.name === entry?.actor} />
            ))}
        </Box>
      </Box>

      {loaded && loaded.calls.length > 0 && (
        <Box as="section" aria-label={t('inspector.calls')}>
          <Heading as="h2" size="md" mb={2}>
            {t('inspector.calls')}
          </Heading>
          <CallsTable calls={loaded.calls} />
        </Box>
      )}

      <Box as="section" aria-label={t('playground.journal')}>
        <Flex align="center" gap={3} wrap="wrap" mb={2}>
          <Heading as="h2" size="md">
            {t('playground.journal')}
          </Heading>
          <Text color="gray.600" data-testid="journal-count">
            {t('playground.count', { count: entries.length })}
          </Text>
          <Button size="sm" onClick={download} data-testid="journal-export">
            {t('playground.export')}
          </Button>
          <Button size="sm" variant="outline" onClick={journal.clear}>
            {t('playground.clear')}
          </Button>
          {exportProblemReport && (
            <Button size="sm" variant="outline" onClick={exportProblemReport}>
              {t('problemReport.export')}
            </Button>
          )}
        </Flex>
        <JournalTable entries={entries} index={index} onShow={go} />
      </Box>
    </Stack>
  )
}
