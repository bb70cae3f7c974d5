import { useSyncExternalStore } from 'react'
import { Box, Button, Code, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react'
import { useT } from '../../../shared/views/i18n'
import { useShellViews } from './deps'

/** /Playground (development builds only): the journal live, exportable as JSON. */
export default function PlaygroundPage() {
  const t = useT()
  const { journal } = useShellViews()
  const entries = useSyncExternalStore(journal.subscribe, journal.entries)
  const download = () => {
    const url = URL.createObjectURL(new Blob([journal.exportJson()], { type: 'application/json' }))
    const a = document.createElement('a')
    a.href = url
    a.download = `journal-${Date.now()}.json`
    a.click()
    URL.revokeObjectURL(url)
  }
  return (
    <Stack gap={4} p={6}>
      <Flex align="center" gap={3} wrap="wrap">
        <Heading size="lg">{t('playground.journal')}</Heading>
        <Text color="gray.600" data-testid="journal-count">
          {t('playground.count', { count: entries.length })}
        </Text>
        <Button size="sm" onClick={download} data-testid="journal-export">
          {t('playground.export')}
        </Button>
        <Button size="sm" variant="outline" onClick={journal.clear}>
          {t('playground.clear')}
        </Button>
      </Flex>
      <Box overflowX="auto" bg="white" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm">
          <Table.Body>
            {[...entries]
              .reverse()
              .slice(0, 300)
              .map((e) => (
                <Table.Row key={e.seq}>
                  <Table.Cell>{e.seq}</Table.Cell>
                  <Table.Cell>{e.actor}</Table.Cell>
                  <Table.Cell>
                    <Code>{e.event.type}</Code>
                  </Table.Cell>
                  <Table.Cell>
                    <Code>{JSON.stringify(e.state)}</Code>
                  </Table.Cell>
                </Table.Row>
              ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  )
}
