import { Box, Button, Checkbox, Field, Flex, NativeSelect, Text } from '@chakra-ui/react'
import { ALL_ITEM, PAGE_SIZE } from '../../../shared/domain/codes'
import { DateRangeFilter } from '../../../shared/views/components/date-range-filter'
import { DataGrid, shapedList, type GridColumn } from '../../../shared/views/components/data-grid'
import { useT } from '../../../shared/views/i18n'
import { ResetViewButton } from '../../../shared/views/components/grid-tools'
import { useApp } from '../../../shared/views/app-context'
import type { MessageKey } from '../../../shared/domain/messages'
import type { DateRange } from '../../../shared/domain/dates'
import {
  CHART_SCREENS,
  GIFT_LISTS,
  isEmployeeScreen,
  OVERVIEW_SERIES,
  type StatisticsScreen,
} from '../domain/codes'
import {
  checkupDaily,
  everyDay,
  filterChoices,
  offersBranches,
  giftDaily,
  orderDaily,
  scopeNote,
  shownFilters,
  visibleSeries,
} from '../domain/statistics'
import type { StatisticsData } from '../services/statistics-service'
import type {
  StatisticsContext,
  StatisticsEvent,
  statisticsMachine,
} from '../machines/statistics-machine'
import { StatisticsChart, type ChartSeries } from './statistics-chart'
import {
  useCheckupColumns,
  useGiftColumns,
  useGiftHistoryColumns,
  useOrderColumns,
  useOverviewColumns,
  usePurchaseColumns,
} from './statistics-columns'
import { usePage } from '../../../shared/views/page-actor'
import { ROUTE_OF } from './screen-routes'
import { ACCENT_PALETTE } from '../../../shared/views/accent'

type Send = (event: StatisticsEvent) => void
type T = ReturnType<typeof useT>

function Select({
  label,
  value,
  onChange,
  options,
  testId,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  options: readonly { value: string; label: string }[]
  testId: string
}) {
  return (
    <Field.Root w="auto" minW="150px">
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm" bg="white">
        <NativeSelect.Field
          data-testid={testId}
          aria-label={label}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}

/** The selectors of a screen: the employee (checkup, gift, order) or site, branch and id. */
function Selectors({ context, send, t }: { context: StatisticsContext; send: Send; t: T }) {
  const { screen, viewer, employees, filter } = context
  const label = (e: { employeeName: string; employeeId: string }) =>
    t('statistics.employeeOption', { name: e.employeeName, id: e.employeeId })
  if (isEmployeeScreen(screen))
    return (
      <Select
        label={t('statistics.employee')}
        testId="statistics-employee"
        value={context.choice}
        onChange={(choice) => send({ type: 'EMPLOYEE.SELECT', choice })}
        options={[
          { value: ALL_ITEM, label: t('statistics.all') },
          ...employees.map((e) => ({ value: e.employeeId, label: label(e) })),
        ]}
      />
    )
  const shown = shownFilters(screen, viewer)
  const choices = filterChoices(employees, filter)
  const all = { value: '', label: t('statistics.all') }
  return (
    <>
      {shown.site ? (
        <Select
          label={t('statistics.site')}
          testId="statistics-site"
          value={filter.siteId}
          onChange={(siteId) => send({ type: 'FILTER.CHANGE', change: { siteId } })}
          options={[all, ...choices.sites]}
        />
      ) : null}
      {shown.branch && offersBranches(employees, filter) ? (
        <Select
          label={t('statistics.branch')}
          testId="statistics-branch"
          value={filter.branchCode}
          onChange={(branchCode) => send({ type: 'FILTER.CHANGE', change: { branchCode } })}
          options={[all, ...choices.branches]}
        />
      ) : null}
      {shown.id ? (
        <Select
          label={t('statistics.id')}
          testId="statistics-id"
          value={filter.employeeId}
          onChange={(employeeId) => send({ type: 'FILTER.CHANGE', change: { employeeId } })}
          options={[
            all,
            ...choices.employees.map((e) => ({ value: e.employeeId, label: label(e) })),
          ]}
        />
      ) : null}
    </>
  )
}

/**
 * Each day of the range (and each day a row has) with its row, or null for a day without one: a
 * chart draws zero there.
 */
function byDay<R>(range: DateRange, rows: readonly R[], dayOf: (row: R) => string) {
  return everyDay<{ day: string; row: R | null }>(
    range,
    rows.map((row) => ({ day: dayOf(row), row })),
    (entry) => entry.day,
    (day) => ({ day, row: null }),
  )
}

/** The chart of a screen's data (S2 §2.4): daily sums, or the overview's chosen series. */
function chartOf(
  data: StatisticsData,
  context: StatisticsContext,
  t: T,
): { kind: 'bar' | 'line'; days: string[]; series: ChartSeries[]; order: readonly string[] } {
  /** one series a field, over every day of the range */
  const chart = <R extends object, F extends keyof R & string>(
    kind: 'bar' | 'line',
    rows: readonly R[],
    dayOf: (row: R) => string,
    fields: readonly F[],
    key: (field: F) => MessageKey,
    order: readonly string[] = fields,
  ) => {
    const days = byDay(data.range, rows, dayOf)
    return {
      kind,
      days: days.map((d) => d.day),
      series: fields.map((f) => ({
        id: f,
        label: t(key(f)),
        values: days.map(({ row }) => (row ? Number(row[f]) : 0)),
      })),
      order,
    }
  }
  const chartKey = (
    f: 'simpleCnt' | 'premiumCnt' | 'giftQuantity' | 'cnt' | 'licenseQuantity' | 'orderCnt',
  ): MessageKey => `statistics.chart.${f}`
  switch (data.screen) {
    case 'checkup':
      return chart(
        'bar',
        checkupDaily(data.list),
        (d) => d.checkupDay,
        ['simpleCnt', 'premiumCnt'],
        chartKey,
      )
    case 'gift':
      return chart(
        'bar',
        giftDaily(context.giftList === 'admin' ? data.admin : data.user),
        (d) => d.giftDay,
        ['giftQuantity', 'cnt'],
        chartKey,
      )
    case 'order':
      return chart(
        'bar',
        orderDaily(data.list),
        (d) => d.orderDay,
        ['licenseQuantity', 'orderCnt'],
        chartKey,
      )
    case 'overview':
    default:
      // a day without a row had nothing: zero on every series
      return chart(
        'line',
        data.screen === 'overview' ? data.rows : [],
        (r) => r.statisticsDate,
        OVERVIEW_SERIES.filter((s) => context.series.includes(s)),
        (f) => `statistics.series.${f}`,
        OVERVIEW_SERIES,
      )
  }
}

/** The overview chart's series switches: only those the user may see (S2 §6). */
function SeriesSwitches({ context, send, t }: { context: StatisticsContext; send: Send; t: T }) {
  return (
    <Flex gap={4} wrap="wrap" mb={2} role="group" aria-label={t('statistics.series')}>
      {visibleSeries(context.viewer).map((s) => (
        <Checkbox.Root
          key={s}
          size="sm"
          checked={context.series.includes(s)}
          onCheckedChange={() => send({ type: 'SERIES.TOGGLE', series: s })}
          data-testid={`series-${s}`}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t(`statistics.series.${s}`)}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Flex>
  )
}

type AnyRow = Record<string, unknown>
interface GridOf<R extends AnyRow> {
  columns: GridColumn<R>[]
  rows: readonly R[]
  sumRow?: boolean
}

/** One of /v2/Statistics' six screens (S2 §2.4), its machine started for it. */
export default function StatisticsPage({ screen }: { screen: StatisticsScreen }) {
  const t = useT()
  const { routeTable } = useApp()
  const [state, send] = usePage<typeof statisticsMachine>('statistics')
  const { context } = state
  const { today } = context
  const { data, range, page, error, chartShown, giftList, rows, sort, hidden } = context
  const loading = state.hasTag('loading')

  const checkupColumns = useCheckupColumns()
  const giftColumns = useGiftColumns(giftList)
  const orderColumns = useOrderColumns()
  const purchaseColumns = usePurchaseColumns()
  const giftHistoryColumns = useGiftHistoryColumns()
  const overviewRows = data?.screen === 'overview' ? data.rows : []
  const overviewColumns = useOverviewColumns(overviewRows)

  // the rows as the machine holds them: sorted by the grid's sort (issue 31). It holds them as
  // plain records (its sort reads any column): they are this screen's rows, those its columns read
  const grid = (() => {
    switch (screen) {
      case 'checkup':
        return { columns: checkupColumns, rows }
      case 'gift':
        return { columns: giftColumns, rows }
      case 'order':
        return { columns: orderColumns, rows }
      case 'overview':
        return { columns: overviewColumns, rows, sumRow: true }
      case 'purchaseHistory':
        return { columns: purchaseColumns, rows }
      case 'giftHistory':
        return { columns: giftHistoryColumns, rows }
    }
  })() as GridOf<AnyRow>

  const chart = chartShown && data ? chartOf(data, context, t) : null
  const scope = scopeNote(screen, context.viewer)
  const title = t(routeTable[ROUTE_OF[screen]].title)

  return (
    <Box data-testid={`statistics-${screen}`}>
      {scope ? (
        <Text mb={2} fontSize="sm" color="fg.muted" data-testid="statistics-scope">
          {t(scope)}
        </Text>
      ) : null}
      <Flex mb={3} gap={3} align="flex-end" wrap="wrap" data-testid="statistics-filters">
        <Selectors context={context} send={send} t={t} />
        <DateRangeFilter
          range={range}
          today={today}
          onChange={(r) => send({ type: 'RANGE.CHANGE', range: r })}
        />
        <Button
          size="sm"
          colorPalette={ACCENT_PALETTE}
          onClick={() => send({ type: 'SEARCH' })}
          disabled={state.matches({ list: 'refused' })}
          data-testid="statistics-search"
        >
          {t('statistics.search')}
        </Button>
        {screen === 'overview' ? (
          <Button
            size="sm"
            variant="outline"
            loading={state.matches({ excel: 'downloading' })}
            disabled={loading || !state.can({ type: 'EXCEL.DOWNLOAD' })}
            onClick={() => send({ type: 'EXCEL.DOWNLOAD' })}
            data-testid="statistics-excel"
          >
            {t('statistics.excel')}
          </Button>
        ) : null}
        {CHART_SCREENS.includes(screen) ? (
          <Button
            size="sm"
            variant={chartShown ? 'subtle' : 'outline'}
            colorPalette={ACCENT_PALETTE}
            aria-pressed={chartShown}
            onClick={() => send({ type: 'CHART.TOGGLE' })}
            data-testid="statistics-chart-toggle"
          >
            {t(chartShown ? 'statistics.hideChart' : 'statistics.showChart')}
          </Button>
        ) : null}
      </Flex>
      {screen === 'gift' ? (
        <Flex gap={2} mb={3} role="group">
          {GIFT_LISTS.map((list) => (
            <Button
              key={list}
              size="xs"
              variant={giftList === list ? 'solid' : 'outline'}
              colorPalette={ACCENT_PALETTE}
              aria-pressed={giftList === list}
              onClick={() => send({ type: 'GIFT_LIST.SELECT', list })}
              data-testid={`gift-list-${list}`}
            >
              {t(`statistics.giftList.${list}`)}
            </Button>
          ))}
        </Flex>
      ) : null}
      {chart ? (
        <Box bg="white" borderWidth="1px" borderRadius="lg" p={3} mb={3}>
          {screen === 'overview' ? <SeriesSwitches context={context} send={send} t={t} /> : null}
          <StatisticsChart
            kind={chart.kind}
            days={chart.days}
            series={chart.series}
            colourOrder={chart.order}
            label={t('statistics.chartOf', { title })}
          />
        </Box>
      ) : null}
      <DataGrid
        columns={grid.columns}
        data={grid.rows}
        rowId={(_row) => String(grid.rows.indexOf(_row))}
        rowProps={() => ({ 'data-testid': 'statistics-row' })}
        paging={{
          page,
          size: PAGE_SIZE.statistics,
          onPage: (p) => send({ type: 'PAGE', page: p }),
        }}
        sumRow={grid.sumRow ?? false}
        loading={loading}
        error={state.matches({ list: 'failed' }) ? error : null}
        emptyText={screen === 'overview' ? 'statistics.noInfo' : 'statistics.empty'}
        onRetry={() => send({ type: 'SEARCH' })}
        label={title}
        {...shapedList({ sort, hidden }, send)}
        toolbar={<ResetViewButton send={send} disabled={state.matches({ list: 'refused' })} />}
      />
    </Box>
  )
}
