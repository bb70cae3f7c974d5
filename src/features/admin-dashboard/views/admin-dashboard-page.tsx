import { useMemo } from 'react'
import { Box, Flex } from '@chakra-ui/react'
import { adminReportHref, adminRowActions, type AdminCheckupRow } from '../domain/admin-checkup'
import { formatDisplayDate } from '../../../shared/domain/dates'
import { PATHS } from '../../../shared/domain/routes'
import { DateRangeFilter } from '../../../shared/views/components/date-range-filter'
import {
  CellBadge,
  DataGrid,
  gridColumns,
  shapedList,
  type GridColumn,
} from '../../../shared/views/components/data-grid'
import {
  ADMIN_PAGE_SIZE,
  type AdminDashboardEvent,
  type adminDashboardMachine,
} from '../machines/admin-dashboard-machine'
import type { AdminSortKey } from '../domain/view'
import { useT } from '../../../shared/views/i18n'
import { ResetViewButton } from '../../../shared/views/components/grid-tools'
import { usePage } from '../../../shared/views/page-actor'
import { RowActionMenu } from '../../../shared/views/components/row-action-menu'

const STATUS_COLOR = { B: 'gray', C: 'cyan', U: 'orange', D: 'blue', R: 'green' } as const

function RowMenu({ row, onDownload }: { row: AdminCheckupRow; onDownload: () => void }) {
  const t = useT()
  const actions = adminRowActions(row.status)
  return (
    <RowActionMenu
      label={t('admin.menu')}
      rowLabel={t('admin.menuFor', { id: row.id })}
      testId="admin-row-menu"
      actions={actions.map((action) =>
        action === 'downloadPdf'
          ? { value: action, label: t('admin.downloadPdf'), onSelect: onDownload }
          : {
              value: action,
              label: t(action === 'modifyReport' ? 'admin.modifyReport' : 'admin.writeReport'),
              href: adminReportHref(PATHS.adminAddReport, row, action === 'modifyReport'),
            },
      )}
    />
  )
}

/** A sortable column: the key the machine sorts it by (issue 31). */
const sortable = (sortKey: AdminSortKey) => ({ sortKey })

/**
 * The admin grid's columns (S2 §2.6): the menu cell offers what the row's status allows. Every
 * column but the menu sorts; the id (whose row it is) and the menu are always shown.
 */
function useAdminColumns(send: (event: AdminDashboardEvent) => void) {
  const t = useT()
  return useMemo((): GridColumn<AdminCheckupRow>[] => {
    const col = gridColumns<AdminCheckupRow>()
    return [
      col.accessor('id', {
        header: t('admin.id'),
        meta: { ...sortable('id'), required: true, card: 'fact' },
      }),
      col.accessor('company', { header: t('admin.company'), meta: sortable('company') }),
      col.accessor('fcCode', { header: t('admin.fcCode'), meta: sortable('fcCode') }),
      col.display({
        id: 'status',
        header: t('admin.status'),
        meta: { ...sortable('status'), card: 'aside' },
        cell: ({ row }) => (
          <CellBadge palette={STATUS_COLOR[row.original.status]}>
            {t(`admin.status.${row.original.status}`)}
          </CellBadge>
        ),
      }),
      col.accessor('name', {
        header: t('admin.name'),
        meta: { ...sortable('name'), card: 'title' },
      }),
      col.display({
        id: 'gender',
        header: t('admin.gender'),
        meta: sortable('gender'),
        cell: ({ row }) => t(row.original.gender === 1 ? 'gender.1' : 'gender.2'),
      }),
      col.display({
        id: 'regDate',
        header: t('admin.regDate'),
        meta: { ...sortable('regDate'), card: 'fact' },
        cell: ({ row }) => formatDisplayDate(row.original.regDate),
      }),
      col.display({
        id: 'menu',
        header: t('admin.menu'),
        meta: { cellCss: { py: '1' }, required: true, card: 'action' },
        cell: ({ row }) => (
          <RowMenu
            row={row.original}
            onDownload={() => send({ type: 'PDF.DOWNLOAD', id: row.original.id })}
          />
        ),
      }),
    ]
  }, [send, t])
}

/** /Admin/Dashboard: checkups of the partner channel for roles P and S (S2 §2.6). */
export default function AdminDashboardPage() {
  const [state, send] = usePage<typeof adminDashboardMachine>('adminDashboard')
  const { rows, range, error, today, page, sort, hidden } = state.context
  const loading = state.matches({ list: 'loading' })
  const columns = useAdminColumns(send)
  const t = useT()
  return (
    <Box>
      <Flex mb={3} gap={3} align="flex-end" wrap="wrap">
        <DateRangeFilter
          range={range}
          today={today}
          onChange={(r) => send({ type: 'RANGE.CHANGE', range: r })}
        />
      </Flex>
      <DataGrid
        columns={columns}
        data={rows}
        rowId={(row) => String(row.id)}
        rowProps={(row) => ({ 'data-testid': 'admin-row', 'data-status': row.status })}
        // one height for every row, with or without a menu button (B and C have none); the
        // menu cell's padding is smaller, so its button fits inside that height
        rowHeight="12"
        loading={loading}
        error={error}
        emptyText="admin.empty"
        label={t('title.adminDashboard')}
        onRetry={() => send({ type: 'RELOAD' })}
        paging={{
          page,
          size: ADMIN_PAGE_SIZE,
          onPage: (p) => send({ type: 'PAGE.CHANGE', page: p }),
        }}
        {...shapedList({ sort, hidden }, send)}
        toolbar={<ResetViewButton send={send} />}
      />
    </Box>
  )
}
