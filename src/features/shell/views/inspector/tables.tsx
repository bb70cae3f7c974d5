import { Button, Code, Table } from '@chakra-ui/react'
import type { JournalEntry } from '../../../../shared/machines/journal'
import { useT } from '../../../../shared/views/i18n'
import type { ActorView } from './actors'
import { ScrollBox } from './blocks'
import { stateText } from './graph'
import type { ReportedCall } from './replay'

/** The inspector's tables: the actors, a problem report's calls, the journal's entries. */

/** The actors at the entry shown: name, machine, state, and whether it runs or was recorded. */
export function ActorsTable({ actors }: { actors: readonly ActorView[] }) {
  const t = useT()
  return (
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
  )
}

/** The calls a problem report lists (issue 50), as the portal recorded them. */
export function CallsTable({ calls }: { calls: readonly ReportedCall[] }) {
  const t = useT()
  return (
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
          {calls.map((c, i) => (
            <Table.Row key={i}>
              <Table.Cell>{c.at}</Table.Cell>
              <Table.Cell>{c.operation}</Table.Cell>
              <Table.Cell>{c.status === 0 ? t('inspector.callNetwork') : c.status}</Table.Cell>
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
  )
}

/** The journal's last 300 entries, newest first, the one shown marked; each can be shown. */
export function JournalTable({
  entries,
  index,
  onShow,
}: {
  entries: readonly JournalEntry[]
  index: number
  onShow: (index: number) => void
}) {
  const t = useT()
  return (
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
                    onClick={() => onShow(i)}
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
  )
}
