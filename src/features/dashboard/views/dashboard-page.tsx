import { useMemo } from 'react'
import { Box, Button, Field, Flex, HStack, Input, Text } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import {
  dashboardFeatures,
  displayName,
  isCheckable,
  type CheckupItem,
  type DashboardFeatures,
} from '../domain/checkup'
import { formatDisplayDate } from '../../../shared/domain/dates'
import type { DashboardEvent, dashboardMachine } from '../machines/dashboard-machine'
import type { singlePrintMachine } from '../machines/single-print-machine'
import { ConfirmDialog } from '../../../shared/views/components/confirm-dialog'
import { DateRangeFilter } from '../../../shared/views/components/date-range-filter'
import {
  CellBadge,
  CellButton,
  CellNote,
  DataGrid,
  gridColumns,
  titleMeta,
  serverPaged,
  shapedList,
  type GridColumn,
} from '../../../shared/views/components/data-grid'
import { ShippingDialog } from './shipping-dialog'
import { useT } from '../../../shared/views/i18n'
import { ResetViewButton } from '../../../shared/views/components/grid-tools'
import { usePage } from '../../../shared/views/page-actor'
import { ACCENT_PALETTE } from '../../../shared/views/accent'
import { CounterCard } from '../../../shared/views/components/counter-card'

function SinglePrintDialogs({ actor }: { actor: ActorRefFrom<typeof singlePrintMachine> }) {
  const t = useT()
  const state = useSelector(actor, (s) => s)
  if (state.matches('consent')) {
    return (
      <ConfirmDialog
        testId="consent-dialog"
        title={t('print.consentTitle')}
        confirmLabel={t('print.consentAccept')}
        cancelLabel={t('print.consentDecline')}
        onConfirm={() => actor.send({ type: 'CONSENT.ACCEPT' })}
        onCancel={() => actor.send({ type: 'CONSENT.DECLINE' })}
      >
        {t('print.consentText')}
      </ConfirmDialog>
    )
  }
  if (state.matches('empty')) {
    return (
      <ConfirmDialog
        testId="print-empty"
        title={t('print.emptyTitle')}
        onConfirm={() => actor.send({ type: 'CLOSE' })}
      >
        {t('print.emptyText')}
      </ConfirmDialog>
    )
  }
  return null
}

type Send = (event: DashboardEvent) => void

const NO_ITEMS: readonly CheckupItem[] = []

/** The grid's columns for the caller's features (S1 §2 dashboard, §6 print and PDF columns). */
function useCheckupColumns(features: DashboardFeatures | null, send: Send) {
  const t = useT()
  return useMemo(() => {
    if (!features) return []
    const col = gridColumns<CheckupItem>()
    const name = (item: CheckupItem) => displayName(item.userName, features)
    const columns: GridColumn<CheckupItem>[] = [
      col.display({
        id: 'created',
        header: t('column.created'),
        meta: { sortKey: 'created', card: 'fact' },
        cell: ({ row }) => formatDisplayDate(row.original.created),
      }),
      col.display({
        id: 'userName',
        header: t('column.userName'),
        meta: titleMeta({ cellTestId: 'customer-name', sortKey: 'userName' }),
        cell: ({ row }) => name(row.original),
      }),
      col.display({
        id: 'gender',
        header: t('column.gender'),
        cell: ({ row }) => t(row.original.gender === 1 ? 'gender.1' : 'gender.2'),
      }),
      col.display({
        id: 'birthday',
        header: t('column.birthday'),
        meta: { sortKey: 'birthday' },
        cell: ({ row }) => formatDisplayDate(row.original.birthday),
      }),
      col.display({
        id: 'reportType',
        header: t('column.reportType'),
        meta: { sortKey: 'reportType', card: 'aside' },
        cell: ({ row }) =>
          row.original.reportType ? (
            <CellBadge palette={row.original.reportType === 'F' ? 'purple' : 'blue'}>
              {t(row.original.reportType === 'F' ? 'reportType.F' : 'reportType.S')}
            </CellBadge>
          ) : (
            t('reportType.none')
          ),
      }),
      col.display({
        id: 'role',
        header: t('column.role'),
        cell: ({ row }) => t(`delivery.${row.original.role}`),
      }),
      col.display({
        id: 'employee',
        header: t('column.employee'),
        meta: { sortKey: 'employeeName' },
        cell: ({ row }) => (
          <>
            {row.original.employeeName} <CellNote>({row.original.employeeId})</CellNote>
          </>
        ),
      }),
    ]
    if (features.print)
      columns.push(
        col.display({
          id: 'print',
          header: t('column.print'),
          meta: { headerTestId: 'column-print', card: 'action' },
          // a row without a report (pdfPrint N) has nothing to print, as in the PDF column (S1 §5)
          cell: ({ row }) => (
            <CellButton
              variant="outline"
              disabled={!isCheckable(row.original)}
              onClick={() => send({ type: 'PRINT.ONE', checkupNo: row.original.checkupNo })}
              data-testid="print-one"
            >
              {t('print.button')}
            </CellButton>
          ),
        }),
      )
    if (features.pdfColumn)
      columns.push(
        col.display({
          id: 'pdf',
          header: t('column.pdf'),
          meta: { headerTestId: 'column-pdf', card: 'action' },
          cell: ({ row }) => (
            <CellButton
              variant="ghost"
              disabled={!isCheckable(row.original)}
              onClick={() => send({ type: 'PDF.ONE', checkupNo: row.original.checkupNo })}
              data-testid="pdf-one"
            >
              {t('print.pdfOne')}
            </CellButton>
          ),
        }),
      )
    if (features.changeAddress)
      columns.push(
        col.display({
          id: 'shipping',
          header: t('column.shipping'),
          meta: { headerTestId: 'column-shipping', card: 'action' },
          cell: ({ row }) => (
            <CellButton
              variant="ghost"
              onClick={() => send({ type: 'SHIPPING.OPEN', checkupNo: row.original.checkupNo })}
              data-testid="shipping-one"
            >
              {t('shipping.button')}
            </CellButton>
          ),
        }),
      )
    return columns
  }, [features, send, t])
}

/** Names before the user's features are known: masked (no row shows before them anyway). */
const MASKED = { maskNames: true } as const

/** /v2/dashboard: the report issuance history (S1 §2 dashboard). */
export default function DashboardPage() {
  const t = useT()
  const [state, send] = usePage<typeof dashboardMachine>('dashboard')
  const {
    data,
    range,
    name,
    nameError,
    page,
    selected,
    error,
    session,
    today,
    sort,
    hidden,
    search,
  } = state.context
  const features = useMemo(() => (session ? dashboardFeatures(session) : null), [session])
  const columns = useCheckupColumns(features, send)
  const selectedIds = useMemo(() => selected.map(String), [selected])
  // the grid's own indicator: the machine's loading state tells the ui actor it shows
  const fetching = state.matches({ list: { active: 'loading' } })
  const loading = fetching || state.matches({ list: { active: 'debouncing' } })
  const busyJob = !state.matches({ job: 'idle' })
  const singlePrint = state.children.singlePrint
  const shipping = state.children.shippingInfo
  // until the user is read (the overlay tells of it) the page keeps its frame: the counters, the
  // filters and the grid's room, so nothing moves when the user and the rows come

  return (
    <Box>
      <Flex gap={3} wrap="wrap" mb={4}>
        <CounterCard
          minW="96px"
          label={t('dashboard.counterAll')}
          value={data?.counts.all}
          testId="count-all"
        />
        <CounterCard
          minW="96px"
          label={t('dashboard.counterSimple')}
          value={data?.counts.simple}
          testId="count-simple"
        />
        <CounterCard
          minW="96px"
          label={t('dashboard.counterPremium')}
          value={data?.counts.premium}
          testId="count-premium"
        />
        {/* the counters are of the whole range, a name search or not (decision 006): said */}
        {search !== '' && data ? (
          <Text flexBasis="100%" fontSize="sm" color="fg.muted" data-testid="counts-of-range">
            {t('dashboard.countsOfRange')}
          </Text>
        ) : null}
      </Flex>

      {/* room under the search for its message, which must not lift the search box */}
      <Flex
        columnGap={3}
        rowGap={nameError ? 8 : 3}
        align="flex-end"
        wrap="wrap"
        mb={nameError ? 8 : 3}
      >
        <Field.Root invalid={!!nameError} maxW="260px" position="relative">
          <Input
            type="search"
            aria-label={t('dashboard.search')}
            placeholder={t('dashboard.search')}
            value={name}
            onChange={(e) => send({ type: 'NAME.CHANGE', name: e.target.value })}
            size="sm"
            bg="white"
          />
          {nameError ? (
            <Field.ErrorText
              position="absolute"
              top="100%"
              insetStart={0}
              whiteSpace="nowrap"
              data-testid="search-error"
            >
              {t(nameError)}
            </Field.ErrorText>
          ) : null}
        </Field.Root>
        <DateRangeFilter
          range={range}
          today={today}
          onChange={(r) => send({ type: 'RANGE.CHANGE', range: r })}
        />
        <ResetViewButton send={send} />
        <HStack gap={2} ms="auto" wrap="wrap">
          {selected.length > 0 ? (
            <Text fontSize="sm" color="gray.600" data-testid="selected-count">
              {t('dashboard.selected', { count: selected.length })}
            </Text>
          ) : null}
          {features?.excel ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => send({ type: 'EXCEL.DOWNLOAD' })}
              loading={state.matches({ job: 'excel' })}
              disabled={busyJob}
            >
              {t('dashboard.excel')}
            </Button>
          ) : null}
          {features?.print ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => send({ type: 'PRINT.SELECTED' })}
              loading={state.matches({ job: 'multiPrint' })}
              disabled={busyJob}
            >
              {t('dashboard.print')}
            </Button>
          ) : null}
          <Button
            size="sm"
            colorPalette={ACCENT_PALETTE}
            onClick={() => send({ type: 'PDF.DOWNLOAD' })}
            loading={state.matches({ job: 'pdfZip' })}
            disabled={busyJob}
          >
            {t('dashboard.pdf')}
          </Button>
        </HStack>
      </Flex>

      <DataGrid
        columns={columns}
        data={data?.items ?? NO_ITEMS}
        rowId={(item) => String(item.checkupNo)}
        rowProps={(item) => ({ 'data-testid': 'checkup-row', 'data-checkup-no': item.checkupNo })}
        selection={{
          selected: selectedIds,
          selectable: isCheckable,
          onToggleRow: (item) => send({ type: 'ROW.TOGGLE', checkupNo: item.checkupNo }),
          onTogglePage: () => send({ type: 'PAGE.TOGGLE' }),
          allLabel: t('dashboard.selectAll'),
          rowLabel: (item) =>
            t('dashboard.selectRow', {
              name: displayName(item.userName, features ?? MASKED),
            }),
        }}
        {...serverPaged(data, page, send)}
        loading={fetching}
        awaiting={state.matches({ list: 'refreshingSession' })}
        dimmed={loading}
        error={error}
        emptyText="dashboard.empty"
        label={t('title.dashboard')}
        interactive
        {...shapedList({ sort, hidden }, send)}
      />

      {state.matches({ job: 'empty' }) ? (
        <ConfirmDialog
          testId="print-empty"
          title={t('print.emptyTitle')}
          onConfirm={() => send({ type: 'EMPTY.CLOSE' })}
        >
          {t('print.emptyText')}
        </ConfirmDialog>
      ) : null}
      {singlePrint ? <SinglePrintDialogs actor={singlePrint} /> : null}
      {shipping && features ? <ShippingDialog actor={shipping} features={features} /> : null}
    </Box>
  )
}
