import { useEffect, useId, useState, type KeyboardEvent } from 'react'
import { Box, Button, Code, Flex, Heading, Stack, Text, chakra } from '@chakra-ui/react'
import type { HarContent, HarEntry, HarNameValue } from '../../../../shared/domain/har'
import { SCENARIO_HEADER } from '../../../../shared/contract/operation'
import { useT } from '../../../../shared/views/i18n'

/**
 * The calls of a QA session as its HAR holds them (issue 50, decision 069), beside the journal:
 * a list in the order they were sent (time, method, path, status or failure, the QA scenario that
 * shaped the answer), a listbox the arrow keys move through, and the selected call's request and
 * answer as recorded (redacted).
 */

/** the time of day of an ISO date as the file has it (UTC), to the millisecond */
const timeOf = (iso: string) => /T(\d\d:\d\d:\d\d(?:\.\d+)?)/.exec(iso)?.[1] ?? iso

function pathOf(url: string): string {
  try {
    const u = new URL(url)
    return `${u.pathname}${u.search}`
  } catch {
    return url
  }
}

const scenarioOf = (entry: HarEntry): string | null =>
  entry.response.headers.find((h) => h.name.toLowerCase() === SCENARIO_HEADER)?.value ?? null

/** `TypeError` of `TypeError: Failed to fetch` */
const errorName = (error: string) => /^(\w+):/.exec(error)?.[1] ?? error

/** A block of text that scrolls on its own and is a Tab stop (the keyboard scrolls it too). */
function TextBlock({ text, label, testId }: { text: string; label: string; testId?: string }) {
  return (
    <chakra.pre
      tabIndex={0}
      role="group"
      aria-label={label}
      data-testid={testId}
      fontSize="xs"
      bg="gray.50"
      borderWidth="1px"
      borderRadius="md"
      p={2}
      maxH="16rem"
      overflow="auto"
      whiteSpace="pre-wrap"
      wordBreak="break-all"
      m={0}
    >
      {text}
    </chakra.pre>
  )
}

const headerLines = (headers: HarNameValue[]) =>
  headers.map((h) => `${h.name}: ${h.value}`).join('\n')

/** JSON laid out to read; any other text as it is */
function readable(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2)
  } catch {
    return text
  }
}

function Body({
  text,
  content,
  label,
}: {
  text: string | undefined
  content?: HarContent
  label: string
}) {
  const t = useT()
  if (text !== undefined && text !== '')
    return <TextBlock text={readable(text)} label={label} testId="har-body" />
  if (content && content.size > 0)
    return (
      <Text fontSize="sm" color="gray.700">
        {t('inspector.harFile', { type: content.mimeType, size: content.size })}
      </Text>
    )
  return (
    <Text fontSize="sm" color="gray.600">
      {t('inspector.harNoBody')}
    </Text>
  )
}

function Detail({ entry, onShowAt }: { entry: HarEntry; onShowAt?: (iso: string) => void }) {
  const t = useT()
  const { request, response } = entry
  const failed = response._error !== undefined && response.status === 0
  return (
    <Stack gap={3} minW={0} data-testid="har-detail">
      <Heading as="h3" size="sm" wordBreak="break-all">
        {request.method} {pathOf(request.url)}
      </Heading>
      <Text fontSize="sm" color="gray.700">
        {entry.startedDateTime} ·{' '}
        {t('inspector.harTimings', { wait: entry.timings.wait, receive: entry.timings.receive })}
      </Text>
      {onShowAt && (
        <Box>
          <Button size="sm" variant="outline" onClick={() => onShowAt(entry.startedDateTime)}>
            {t('inspector.harShowJournal')}
          </Button>
        </Box>
      )}
      <Stack gap={2}>
        <Heading as="h4" size="xs">
          {t('inspector.harRequest')}
        </Heading>
        <Text fontSize="sm" wordBreak="break-all">
          <Code>
            {request.method} {request.url}
          </Code>
        </Text>
        <TextBlock
          text={headerLines(request.headers) || '—'}
          label={`${t('inspector.harRequest')} ${t('inspector.harHeaders')}`}
        />
        <Body
          text={request.postData?.text}
          label={`${t('inspector.harRequest')} ${t('inspector.harBody')}`}
        />
      </Stack>
      <Stack gap={2}>
        <Heading as="h4" size="xs">
          {t('inspector.harResponse')}
        </Heading>
        <Text
          fontSize="sm"
          fontWeight="semibold"
          color={failed ? 'red.700' : undefined}
          data-testid="har-answer"
        >
          {failed
            ? t('inspector.harError', { error: response._error ?? '' })
            : `${response.status} ${response.statusText}`}
        </Text>
        {response.headers.length > 0 && (
          <TextBlock
            text={headerLines(response.headers)}
            label={`${t('inspector.harResponse')} ${t('inspector.harHeaders')}`}
          />
        )}
        <Body
          text={response.content.text}
          content={response.content}
          label={`${t('inspector.harResponse')} ${t('inspector.harBody')}`}
        />
      </Stack>
    </Stack>
  )
}

const STEPS: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 10, PageUp: -10 }

export function HarCalls({
  name,
  entries,
  onShowAt,
}: {
  name: string
  entries: readonly HarEntry[]
  /** shows the journal as it was when a call was sent; absent without a journal */
  onShowAt?: (iso: string) => void
}) {
  const t = useT()
  const heading = useId()
  const list = useId()
  const [selected, setSelected] = useState(0)
  const last = entries.length - 1
  const current = Math.min(selected, last)
  const optionId = (i: number) => `${list}-call-${i}`
  const entry = entries[current]

  useEffect(() => {
    document.getElementById(`${list}-call-${current}`)?.scrollIntoView?.({ block: 'nearest' })
  }, [list, current])

  const onKeyDown = (e: KeyboardEvent) => {
    const to =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? last
          : STEPS[e.key] === undefined
            ? null
            : current + STEPS[e.key]!
    if (to === null) return
    e.preventDefault()
    setSelected(Math.min(Math.max(to, 0), last))
  }

  return (
    <Box as="section" aria-labelledby={heading} data-testid="inspector-har">
      <Heading as="h2" size="md" id={heading} mb={1}>
        {t('inspector.har')}
      </Heading>
      <Text fontSize="sm" color="gray.700" mb={2}>
        {t('inspector.harIntro', { name, count: entries.length })}
      </Text>
      {entry === undefined ? (
        <Text color="gray.600">{t('inspector.harNone')}</Text>
      ) : (
        <Box
          display="grid"
          gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }}
          gap={3}
          alignItems="start"
        >
          <chakra.ul
            role="listbox"
            tabIndex={0}
            aria-label={t('inspector.harList')}
            aria-activedescendant={optionId(current)}
            onKeyDown={onKeyDown}
            data-testid="har-calls"
            listStyleType="none"
            m={0}
            p={1}
            maxH="28rem"
            overflowY="auto"
            bg="white"
            borderWidth="1px"
            borderRadius="md"
            _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '2px' }}
          >
            {entries.map((e, i) => {
              const failed = e.response.status === 0
              const scenario = scenarioOf(e)
              const on = i === current
              return (
                <chakra.li
                  key={i}
                  id={optionId(i)}
                  role="option"
                  aria-selected={on}
                  data-testid="har-call"
                  onClick={() => setSelected(i)}
                  cursor="pointer"
                  px={2}
                  py={1.5}
                  borderRadius="sm"
                  borderStartWidth="3px"
                  borderStartColor={on ? 'blue.600' : 'transparent'}
                  bg={on ? 'blue.50' : undefined}
                  _hover={{ bg: on ? 'blue.50' : 'gray.50' }}
                >
                  <Flex gap={2} wrap="wrap" align="baseline" fontSize="sm">
                    <Code fontSize="xs">{timeOf(e.startedDateTime)}</Code>
                    <Text as="span" fontWeight="semibold">
                      {e.request.method}
                    </Text>
                    <Text
                      as="span"
                      fontWeight="semibold"
                      data-testid="har-status"
                      color={
                        failed ? 'red.700' : e.response.status >= 400 ? 'orange.800' : 'green.800'
                      }
                    >
                      {failed
                        ? t('inspector.harFailed', {
                            error: errorName(e.response._error ?? ''),
                          })
                        : e.response.status}
                    </Text>
                    {scenario && (
                      <Text
                        as="span"
                        fontSize="xs"
                        px={1.5}
                        borderRadius="sm"
                        bg="purple.100"
                        color="purple.900"
                        data-testid="har-scenario"
                      >
                        {t('inspector.harScenario', { id: scenario })}
                      </Text>
                    )}
                  </Flex>
                  <Text fontSize="sm" wordBreak="break-all" color="gray.800">
                    {pathOf(e.request.url)}
                  </Text>
                </chakra.li>
              )
            })}
          </chakra.ul>
          <Detail entry={entry} {...(onShowAt ? { onShowAt } : {})} />
        </Box>
      )}
    </Box>
  )
}
