import { useMemo } from 'react'
import { Badge, Box, Button, Flex, Menu, Portal, Table } from '@chakra-ui/react'
import { useMachine } from '@xstate/react'
import { Link } from 'wouter'
import { adminReportHref, adminRowActions, type AdminCheckupRow } from '../domain/admin-checkup'
import { formatDisplayDate } from '../../../shared/domain/dates'
import { ROUTES } from '../../../shared/domain/routes'
import { DateRangeFilter } from '../../../shared/views/components/date-range-filter'
import { GridStatus } from '../../../shared/views/components/grid-status'
import { useT } from '../../../shared/views/i18n'
import { useApp } from '../../../shared/views/app-context'
import { useAdminDashboardViews } from './deps'

const STATUS_COLOR = { B: 'gray', C: 'cyan', U: 'orange', D: 'blue', R: 'green' } as const

function RowMenu({ row, onDownload }: { row: AdminCheckupRow; onDownload: () => void }) {
  const t = useT()
  const actions = adminRowActions(row.status)
  if (actions.length === 0) return null
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button
          size="xs"
          variant="outline"
          data-testid="admin-row-menu"
          aria-label={t('admin.menuFor', { id: row.id })}
        >
          {t('admin.menu')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {actions.map((action) =>
              action === 'downloadPdf' ? (
                <Menu.Item key={action} value={action} onSelect={onDownload}>
                  {t('admin.downloadPdf')}
                </Menu.Item>
              ) : (
                <Menu.Item key={action} value={action} asChild>
                  <Link
                    href={adminReportHref(
                      ROUTES.adminAddReport.path,
                      row,
                      action === 'modifyReport',
                    )}
                  >
                    {t(action === 'modifyReport' ? 'admin.modifyReport' : 'admin.writeReport')}
                  </Link>
                </Menu.Item>
              ),
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}

/** /Admin/Dashboard: checkups of the partner channel for roles P and S (S2 §2.6). */
export default function AdminDashboardPage() {
  const t = useT()
  const { inspect } = useApp()
  const { adminDashboard } = useAdminDashboardViews()
  const today = useMemo(() => new Date(), [])
  const [state, send] = useMachine(adminDashboard, {
    input: { today },
    inspect,
  })
  const { rows, range, error } = state.context
  const loading = state.matches({ list: 'loading' })
  return (
    <Box>
      <Flex mb={3} gap={3} align="flex-end" wrap="wrap">
        <DateRangeFilter
          range={range}
          today={today}
          onChange={(r) => send({ type: 'RANGE.CHANGE', range: r })}
        />
      </Flex>
      <Box
        bg="white"
        borderWidth="1px"
        borderRadius="lg"
        overflowX="auto"
        position="relative"
        aria-busy={loading}
      >
        <Table.Root size="sm" whiteSpace="nowrap">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('admin.id')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.company')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.fcCode')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.status')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.name')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.gender')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.regDate')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.menu')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              // one height for every row, with or without a menu button (B and C have none);
              // the menu cell's padding is smaller, so its button fits inside that height
              <Table.Row key={row.id} h="12" data-testid="admin-row" data-status={row.status}>
                <Table.Cell>{row.id}</Table.Cell>
                <Table.Cell>{row.company}</Table.Cell>
                <Table.Cell>{row.fcCode}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={STATUS_COLOR[row.status]}>
                    {t(`admin.status.${row.status}`)}
                  </Badge>
                </Table.Cell>
                <Table.Cell>{row.name}</Table.Cell>
                <Table.Cell>{t(row.gender === 1 ? 'gender.1' : 'gender.2')}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDisplayDate(row.regDate)}</Table.Cell>
                <Table.Cell py="1">
                  <RowMenu
                    row={row}
                    onDownload={() => send({ type: 'PDF.DOWNLOAD', id: row.id })}
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <GridStatus
          loading={loading}
          rowsShown={rows.length > 0}
          empty={!loading && rows.length === 0}
          emptyText="admin.empty"
          error={error}
          onRetry={() => send({ type: 'RELOAD' })}
        />
      </Box>
    </Box>
  )
}
