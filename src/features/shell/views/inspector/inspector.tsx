import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type ReactNode,
} from 'react'
import { Box, Button, Code, Flex, Heading, Stack, Table, Text, chakra } from '@chakra-ui/react'
import type { AnyStateMachine } from 'xstate'
import type { Journal, JournalEntry } from '../../../../shared/machines/journal'
import { useT } from '../../../../shared/views/i18n'
import type { Inspection } from '../deps'
import { actorsAt, type ActorView } from './actors'
import { activeStates, stateText } from './graph'
import { layoutMachine, type ChartLayout } from './layout'
import { indexAtTime, indexOfSeq, readLoadedFiles, type LoadedFiles } from './replay'
import { HarCalls } from './har-calls'
import { Statechart } from './statechart'

const NO_MACHINES: Readonly<Record<string, AnyStateMachine>> = {}

const json = (value: unknown) => JSON.stringify(value, null, 2) ?? '—'

/** A block of JSON that scrolls on its own (a Tab stop, so the keyboard scrolls it too). */
function JsonBlock({ value, label }: { value: unknown; label: string }) {
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

/** A machine's chart laid out (once per definition), or null while elkjs works. */
function useLayout(machine: AnyStateMachine | null): ChartLayout | null {
  const [done, setDone] = useState<{ machine: AnyStateMachine; layout: ChartLayout } | null>(null)
  useEffect(() => {
    if (!machine) return
    let on = true
    layoutMachine(machine).then((layout) => on && setDone({ machine, layout }))
    return () => {
      on = false
    }
  }, [machine])
  return done && done.machine === machine ? done.layout : null
}

/** One actor's statechart with its state lit, and its context. */
function ActorChart({ actor, focused }: { actor: ActorView; focused: boolean }) {
  const t = useT()
  const heading = useId()
  const layout = useLayout(actor.machine)
  const state = stateText(actor.state)
  const active = useMemo(() => activeStates(actor.state), [actor.state])
  const machine = actor.machineId ?? '—'
  return (
    <Box
      as="section"
      aria-labelledby={heading}
      data-actor={actor.name}
      data-focused={focused ? 'true' : undefined}
      borderWidth={focused ? '2px' : '1px'}
      borderColor={focused ? 'blue.600' : 'gray.200'}
      borderRadius="md"
      bg="white"
      p={3}
      minW={0}
    >
      <Heading as="h3" size="sm" id={heading}>
        {actor.name}{' '}
        <Text as="span" fontWeight="normal" color="gray.600">
          ({machine})
        </Text>
      </Heading>
      <Text fontSize="sm" mb={2}>
        {t('inspector.state')}: <Code data-testid="inspector-state">{state}</Code>
        {focused && (
          <Text as="span" ms={2} color="blue.700" fontWeight="semibold">
            {t('inspector.focused')}
          </Text>
        )}
      </Text>
      {!actor.machine ? (
        <Text fontSize="sm" color="gray.600">
          {t('inspector.noMachine', { machine })}
        </Text>
      ) : layout ? (
        <Box
          overflow="auto"
          maxH="32rem"
          tabIndex={0}
          role="group"
          aria-label={t('inspector.chartRegion', { actor: actor.name })}
          borderWidth="1px"
          borderColor="gray.100"
          borderRadius="sm"
        >
          <Statechart
            layout={layout}
            active={active}
            label={t('inspector.chart', { actor: actor.name, machine, state })}
          />
        </Box>
      ) : (
        <Text fontSize="sm" color="gray.600">
          {t('inspector.laying')}
        </Text>
      )}
      <chakra.details mt={2}>
        <chakra.summary cursor="pointer" fontSize="sm">
          {t('inspector.context')}
        </chakra.summary>
        <JsonBlock value={actor.context} label={`${actor.name} ${t('inspector.context')}`} />
      </chakra.details>
    </Box>
  )
}

/**
 * The statechart inspector of development builds (/Playground, decision 044): the running actors
 * and each machine's chart with its state lit, a timeline of the journal that shows every chart
 * and context as it was at one entry, and a journal exported from another browser replayed into
 * the same views. Offline: elkjs lays the charts out in this thread.
 */
/** A table's box that scrolls sideways on a narrow screen, reachable by keyboard to scroll it. */
function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
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
  const timelineHeading = useId()
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
    if (entries.length === 0) return
    const clamped = Math.min(Math.max(to, 0), last)
    setSeq(clamped === last && !loaded ? null : entries[clamped]!.seq)
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
  const entryText = (i: number, e: JournalEntry) =>
    t('inspector.entry', {
      index: i + 1,
      total: entries.length,
      seq: e.seq,
      actor: e.actor,
      event: e.event.type,
    })

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

      <Box as="section" aria-labelledby={timelineHeading}>
        <Heading as="h2" size="md" id={timelineHeading} mb={2}>
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
              {!loaded && (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setSeq(null)}
                  aria-pressed={following}
                >
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
                  value={focusedActor?.context ?? entry.context}
                  label={t('inspector.entryContext', { actor: entry.actor })}
                />
              </Box>
            </Box>
          </Stack>
        )}
      </Box>

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
        <ScrollBox label={t('inspector.actors')}>
          <Table.Root size="sm" data-testid="inspector-actors">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('inspector.actor')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('inspector.machine')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('inspector.state')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('inspector.status')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {actors.map((a) => (
                <Table.Row key={a.name} data-actor={a.name}>
                  <Table.Cell>{a.name}</Table.Cell>
                  <Table.Cell>{a.machineId ?? '—'}</Table.Cell>
                  <Table.Cell>
                    <Code>{stateText(a.state)}</Code>
                  </Table.Cell>
                  <Table.Cell>
                    {a.running ? t('inspector.running') : t('inspector.recorded')}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ScrollBox>
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
          <ScrollBox label={t('inspector.calls')}>
            <Table.Root size="sm" data-testid="inspector-calls">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('inspector.callAt')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('inspector.callOperation')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('inspector.callStatus')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('inspector.callRequestId')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('inspector.callScenario')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('inspector.callActive')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {loaded.calls.map((c, i) => (
                  <Table.Row key={i}>
                    <Table.Cell>{c.at}</Table.Cell>
                    <Table.Cell>{c.operation}</Table.Cell>
                    <Table.Cell>
                      {c.status === 0 ? t('inspector.callNetwork') : c.status}
                    </Table.Cell>
                    <Table.Cell>
                      <Code>{c.requestId ?? '—'}</Code>
                    </Table.Cell>
                    <Table.Cell>{c.scenario ?? '—'}</Table.Cell>
                    <Table.Cell>{c.active ?? '—'}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ScrollBox>
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
        <ScrollBox label={t('playground.journal')}>
          <Table.Root size="sm" data-testid="journal-table">
            <Table.Body>
              {entries
                .map((e, i) => ({ e, i }))
                .reverse()
                .slice(0, 300)
                .map(({ e, i }) => (
                  <Table.Row
                    key={e.seq}
                    data-seq={e.seq}
                    aria-current={i === index ? 'true' : undefined}
                    bg={i === index ? 'blue.50' : undefined}
                  >
                    <Table.Cell>{e.seq}</Table.Cell>
                    <Table.Cell>{e.actor}</Table.Cell>
                    <Table.Cell>
                      <Code>{e.event.type}</Code>
                    </Table.Cell>
                    <Table.Cell>
                      <Code>{JSON.stringify(e.state)}</Code>
                    </Table.Cell>
                    <Table.Cell>
                      <Button
                        size="xs"
                        variant="ghost"
                        onClick={() => go(i)}
                        aria-label={`${t('playground.show')}: #${e.seq} ${e.actor} ${e.event.type}`}
                      >
                        {t('playground.show')}
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
            </Table.Body>
          </Table.Root>
        </ScrollBox>
      </Box>
    </Stack>
  )
}
