import { useMemo } from 'react'
import {
  Badge,
  Box,
  Button,
  Checkbox,
  Field,
  Flex,
  HStack,
  Input,
  Stat,
  Table,
  Text,
} from '@chakra-ui/react'
import { useMachine, useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import {
  dashboardFeatures,
  displayName,
  isCheckable,
  type CheckupItem,
  type DashboardFeatures,
} from '../domain/checkup'
import { PAGE_SIZE } from '../../../shared/domain/codes'
import { formatDisplayDate } from '../../../shared/domain/dates'
import { pageFullySelected } from '../machines/dashboard-machine'
import type { singlePrintMachine } from '../machines/single-print-machine'
import type { shippingInfoMachine } from '../machines/shipping-info-machine'
import { ConfirmDialog } from '../../../shared/views/components/confirm-dialog'
import { DateRangeFilter } from '../../../shared/views/components/date-range-filter'
import { GridStatus } from '../../../shared/views/components/grid-status'
import { Pager } from '../../../shared/views/components/pager'
import { ShippingDialog } from './shipping-dialog'
import { useLocale, useT } from '../../../shared/views/i18n'
import { formatNumber } from '../../../shared/domain/numbers'
import { useApp, useAccent } from '../../../shared/views/app-context'
import { useDashboardViews } from './deps'

function Counter({
  label,
  value,
  testId,
}: {
  label: string
  value: number | undefined
  testId: string
}) {
  const locale = useLocale()
  return (
    <Stat.Root
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      px={4}
      py={3}
      flex="1 1 0"
      minW="96px"
    >
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText data-testid={testId}>
        {value === undefined ? '–' : formatNumber(value, locale)}
      </Stat.ValueText>
    </Stat.Root>
  )
}

function SinglePrintDialogs({ actor }: { actor: ActorRefFrom<typeof singlePrintMachine> }) {
  const t = useT()
  const state = useSelector(actor, (s) => s)
  if (state.matches('consent')) {
    return (
      <ConfirmDialog
        open
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
        open
        testId="print-empty"
        title={t('print.emptyTitle')}
        confirmLabel={t('app.confirm')}
        onConfirm={() => actor.send({ type: 'CLOSE' })}
      >
        {t('print.emptyText')}
      </ConfirmDialog>
    )
  }
  return null
}

function Row({
  item,
  features,
  checked,
  onToggle,
  onPrint,
  onPdf,
  onShipping,
}: {
  item: CheckupItem
  features: DashboardFeatures
  checked: boolean
  onToggle: () => void
  onPrint: () => void
  onPdf: () => void
  onShipping: () => void
}) {
  const t = useT()
  const name = displayName(item.userName, features)
  const checkable = isCheckable(item)
  return (
    <Table.Row data-testid="checkup-row" data-checkup-no={item.checkupNo}>
      <Table.Cell>
        <Checkbox.Root
          size="sm"
          verticalAlign="middle"
          checked={checked}
          disabled={!checkable}
          onCheckedChange={onToggle}
          aria-label={t('dashboard.selectRow', { name })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
        </Checkbox.Root>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDisplayDate(item.created)}</Table.Cell>
      <Table.Cell data-testid="customer-name" fontWeight="medium">
        {name}
      </Table.Cell>
      <Table.Cell>{t(item.gender === 1 ? 'gender.1' : 'gender.2')}</Table.Cell>
      <Table.Cell>{formatDisplayDate(item.birthday)}</Table.Cell>
      <Table.Cell>
        {item.reportType ? (
          <Badge colorPalette={item.reportType === 'F' ? 'purple' : 'blue'}>
            {t(item.reportType === 'F' ? 'reportType.F' : 'reportType.S')}
          </Badge>
        ) : (
          t('reportType.none')
        )}
      </Table.Cell>
      <Table.Cell>{t(`delivery.${item.role}`)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {item.employeeName}{' '}
        <Text as="span" color="gray.500">
          ({item.employeeId})
        </Text>
      </Table.Cell>
      {features.print ? (
        <Table.Cell>
          <Button size="xs" variant="outline" onClick={onPrint} data-testid="print-one">
            {t('print.button')}
          </Button>
        </Table.Cell>
      ) : null}
      {features.pdfColumn ? (
        <Table.Cell>
          <Button
            size="xs"
            variant="ghost"
            disabled={!checkable}
            onClick={onPdf}
            data-testid="pdf-one"
          >
            {t('print.pdfOne')}
          </Button>
        </Table.Cell>
      ) : null}
      {features.changeAddress ? (
        <Table.Cell>
          <Button size="xs" variant="ghost" onClick={onShipping} data-testid="shipping-one">
            {t('shipping.button')}
          </Button>
        </Table.Cell>
      ) : null}
    </Table.Row>
  )
}

/** /v2/dashboard: the report issuance history (S1 §2 dashboard). */
export default function DashboardPage() {
  const t = useT()
  const accent = useAccent()
  const { inspect } = useApp()
  const deps = useDashboardViews()
  const today = useMemo(() => new Date(), [])
  const [state, send] = useMachine(deps.dashboard, {
    input: { today },
    inspect,
  })
  const { data, range, name, nameError, page, selected, error, session } = state.context
  const features = session ? dashboardFeatures(session) : null
  // the grid's own indicator: the machine's loading state tells the ui actor it shows
  const fetching = state.matches({ list: { active: 'loading' } })
  const loading = fetching || state.matches({ list: { active: 'debouncing' } })
  const busyJob = !state.matches({ job: 'idle' })
  const singlePrint = state.children.singlePrint as
    ActorRefFrom<typeof singlePrintMachine> | undefined
  const shipping = state.children.shippingInfo as
    ActorRefFrom<typeof shippingInfoMachine> | undefined
  if (!features) return null

  return (
    <Box>
      <Flex gap={3} wrap="wrap" mb={4}>
        <Counter label={t('dashboard.counterAll')} value={data?.counts.all} testId="count-all" />
        <Counter
          label={t('dashboard.counterSimple')}
          value={data?.counts.simple}
          testId="count-simple"
        />
        <Counter
          label={t('dashboard.counterPremium')}
          value={data?.counts.premium}
          testId="count-premium"
        />
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
        <HStack gap={2} ms="auto" wrap="wrap">
          {selected.length > 0 ? (
            <Text fontSize="sm" color="gray.600" data-testid="selected-count">
              {t('dashboard.selected', { count: selected.length })}
            </Text>
          ) : null}
          {features.excel ? (
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
          {features.print ? (
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
            colorPalette={accent}
            onClick={() => send({ type: 'PDF.DOWNLOAD' })}
            loading={state.matches({ job: 'pdfZip' })}
            disabled={busyJob}
          >
            {t('dashboard.pdf')}
          </Button>
        </HStack>
      </Flex>

      <Box
        bg="white"
        borderWidth="1px"
        borderRadius="lg"
        overflowX="auto"
        position="relative"
        aria-busy={loading}
      >
        <Table.Root size="sm" interactive whiteSpace="nowrap">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="40px">
                <Checkbox.Root
                  size="sm"
                  verticalAlign="middle"
                  checked={pageFullySelected(state.context)}
                  onCheckedChange={() => send({ type: 'PAGE.TOGGLE' })}
                  aria-label={t('dashboard.selectAll')}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.ColumnHeader>
              <Table.ColumnHeader>{t('column.created')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('column.userName')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('column.gender')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('column.birthday')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('column.reportType')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('column.role')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('column.employee')}</Table.ColumnHeader>
              {features.print ? (
                <Table.ColumnHeader data-testid="column-print">
                  {t('column.print')}
                </Table.ColumnHeader>
              ) : null}
              {features.pdfColumn ? (
                <Table.ColumnHeader data-testid="column-pdf">{t('column.pdf')}</Table.ColumnHeader>
              ) : null}
              {features.changeAddress ? (
                <Table.ColumnHeader data-testid="column-shipping">
                  {t('column.shipping')}
                </Table.ColumnHeader>
              ) : null}
            </Table.Row>
          </Table.Header>
          <Table.Body opacity={loading ? 0.6 : 1}>
            {data?.items.map((item) => (
              <Row
                key={item.checkupNo}
                item={item}
                features={features}
                checked={selected.includes(item.checkupNo)}
                onToggle={() => send({ type: 'ROW.TOGGLE', checkupNo: item.checkupNo })}
                onPrint={() => send({ type: 'PRINT.ONE', checkupNo: item.checkupNo })}
                onPdf={() => send({ type: 'PDF.ONE', checkupNo: item.checkupNo })}
                onShipping={() => send({ type: 'SHIPPING.OPEN', checkupNo: item.checkupNo })}
              />
            ))}
          </Table.Body>
        </Table.Root>
        <GridStatus
          loading={fetching}
          rowsShown={!!data && data.items.length > 0}
          empty={!!data && data.items.length === 0}
          emptyText="dashboard.empty"
          error={error}
          onRetry={() => send({ type: 'RELOAD' })}
        />
      </Box>
      {data ? (
        <Pager
          page={page}
          size={PAGE_SIZE.grid}
          total={data.total}
          onPage={(p) => send({ type: 'PAGE.CHANGE', page: p })}
        />
      ) : null}

      {state.matches({ job: 'empty' }) ? (
        <ConfirmDialog
          open
          testId="print-empty"
          title={t('print.emptyTitle')}
          confirmLabel={t('app.confirm')}
          onConfirm={() => send({ type: 'EMPTY.CLOSE' })}
        >
          {t('print.emptyText')}
        </ConfirmDialog>
      ) : null}
      {singlePrint ? <SinglePrintDialogs actor={singlePrint} /> : null}
      {shipping ? <ShippingDialog actor={shipping} features={features} /> : null}
    </Box>
  )
}
