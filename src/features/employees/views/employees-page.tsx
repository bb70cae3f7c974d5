import { useMemo } from 'react'
import {
  Box,
  Button,
  Field,
  Flex,
  HStack,
  Input,
  NativeSelect,
  Slider,
  Stack,
  Text,
} from '@chakra-ui/react'
import { Link } from 'wouter'
import { formatNumber } from '../../../shared/domain/numbers'
import { PATHS } from '../../../shared/domain/routes'
import { ConfirmDialog } from '../../../shared/views/components/confirm-dialog'
import { FormDialog } from '../../../shared/views/components/form-dialog'
import {
  DataGrid,
  gridColumns,
  countColumns,
  titleMeta,
  serverPaged,
  shapedList,
  type GridColumn,
} from '../../../shared/views/components/data-grid'
import { FormField } from '../../../shared/views/components/form-field'
import { useSession } from '../../../shared/views/app-context'
import { useLocale, useT } from '../../../shared/views/i18n'
import { ResetViewButton } from '../../../shared/views/components/grid-tools'
import {
  EMPLOYEE_GENDERS,
  displayEmployeeId,
  isUnlimitedEmployee,
  type Employee,
} from '../domain/employee'
import {
  sliderPosition,
  type EmployeesContext,
  type EmployeesEvent,
  type employeesMachine,
} from '../machines/employees-machine'
import { usePage } from '../../../shared/views/page-actor'
import { ACCENT_PALETTE } from '../../../shared/views/accent'
import { CounterCard } from '../../../shared/views/components/counter-card'
import { RowActionMenu } from '../../../shared/views/components/row-action-menu'

type Send = (event: EmployeesEvent) => void

const NO_ROWS: readonly Employee[] = []

function RowMenu({ employee, send }: { employee: Employee; send: Send }) {
  const t = useT()
  const session = useSession()
  const items = [
    ['distribute', 'employees.menu.distribute'],
    ['amount', 'employees.menu.amount'],
    ['modify', 'employees.menu.modify'],
    ['reset', 'employees.menu.reset'],
    ['deactivate', 'employees.menu.deactivate'],
    ['delete', 'employees.menu.delete'],
  ] as const
  const select = (value: (typeof items)[number][0]) => {
    if (value === 'amount' || value === 'distribute')
      send({
        type: 'AMOUNT.OPEN',
        employee,
        callerUsable: session?.usableCount ?? 0,
        mode: value,
      })
    else if (value === 'modify') send({ type: 'MODIFY.OPEN', employee })
    else send({ type: 'CONFIRM.OPEN', employee, action: value })
  }
  return (
    <RowActionMenu
      label={t('employees.menu')}
      rowLabel={t('employees.menuFor', { name: employee.employeeName })}
      testId="employee-row-menu"
      actions={items.map(([value, label]) => ({
        value,
        label: t(label),
        onSelect: () => select(value),
      }))}
    />
  )
}

/**
 * The employee grid's columns (issue 11): name, id, branch, auth, the four quantities, menu; each
 * but the menu sorts the list on the server by its key (issue 31), the name and the menu are
 * always shown.
 */
function useEmployeeColumns(send: Send) {
  const t = useT()
  const locale = useLocale()
  return useMemo((): GridColumn<Employee>[] => {
    const col = gridColumns<Employee>()
    const countColumn = countColumns<Employee>(locale)
    return [
      col.accessor('employeeName', {
        header: t('employees.column.name'),
        meta: titleMeta({ cellTestId: 'employee-name', sortKey: 'name' }),
      }),
      col.display({
        id: 'employeeNo',
        header: t('employees.column.id'),
        meta: { cellTestId: 'employee-id', sortKey: 'userId', card: 'fact' },
        cell: ({ row }) => displayEmployeeId(row.original.siteCode, row.original.employeeNo),
      }),
      col.display({
        id: 'branch',
        header: t('employees.column.branch'),
        meta: { sortKey: 'branch' },
        cell: ({ row }) => row.original.branchName ?? '–',
      }),
      col.display({
        id: 'auth',
        header: t('employees.column.auth'),
        meta: { sortKey: 'auth', card: 'aside' },
        cell: ({ row }) => t(`employees.auth.${row.original.auth}`),
      }),
      countColumn({
        id: 'inUse',
        header: t('employees.column.inUse'),
        meta: { sortKey: 'useQuantity' },
        count: (e) => e.useQuantity,
      }),
      countColumn({
        id: 'usedUp',
        header: t('employees.column.usedUp'),
        meta: { sortKey: 'completeQuantity' },
        count: (e) => e.completeQuantity,
      }),
      countColumn({
        id: 'license',
        header: t('employees.column.license'),
        meta: { cellTestId: 'employee-license', sortKey: 'licenseQuantity', card: 'fact' },
        count: (e) => e.licenseQuantity,
      }),
      col.display({
        id: 'limit',
        header: t('employees.column.limit'),
        meta: { align: 'end', cellTestId: 'employee-limit', sortKey: 'limit', card: 'fact' },
        cell: ({ row }) =>
          isUnlimitedEmployee(row.original)
            ? t('employees.unlimited')
            : formatNumber(row.original.limit, locale),
      }),
      col.display({
        id: 'menu',
        header: t('employees.column.menu'),
        // the row's actions are always there: the chooser does not offer them
        meta: { cellCss: { py: '1' }, required: true, card: 'action' },
        cell: ({ row }) => <RowMenu employee={row.original} send={send} />,
      }),
    ]
  }, [locale, send, t])
}

/** /v2/Employee: employee management (S1 §2). */
export default function EmployeesPage() {
  const t = useT()
  const [state, send] = usePage<typeof employeesMachine>('employees')
  const {
    data,
    name,
    nameError,
    page,
    error,
    employee,
    bounds,
    amount,
    amountError,
    confirm,
    sort,
    hidden,
  } = state.context
  const columns = useEmployeeColumns(send)
  const loading = state.matches({ list: 'loading' }) || state.matches({ list: 'first' })
  const dimmed = loading || state.matches({ list: 'debouncing' })
  const distributing = state.matches({ action: { amount: 'distributing' } })
  const distributeMode = state.context.amountMode === 'distribute'
  const sliderValue = sliderPosition(state.context)
  const running = state.matches({ action: 'acting' })

  return (
    <Box>
      <Flex gap={3} wrap="wrap" mb={4}>
        <CounterCard
          label={t('employees.counterEmployees')}
          value={data?.counts.employees}
          testId="count-employees"
        />
        <CounterCard
          label={t('employees.counterRemaining')}
          value={data?.counts.remainingVouchers}
          testId="count-remaining"
        />
      </Flex>
      <Flex columnGap={3} rowGap={3} align="flex-end" wrap="wrap" mb={3}>
        <Field.Root invalid={!!nameError} maxW="260px">
          <Input
            type="search"
            size="sm"
            bg="white"
            aria-label={t('employees.search')}
            placeholder={t('employees.search')}
            value={name}
            onChange={(e) => send({ type: 'NAME.CHANGE', name: e.target.value })}
          />
          {nameError ? <Field.ErrorText>{t(nameError)}</Field.ErrorText> : null}
        </Field.Root>
        <ResetViewButton send={send} />
        <HStack gap={2} ms="auto">
          <Button
            size="sm"
            variant="outline"
            onClick={() => send({ type: 'EXCEL.DOWNLOAD' })}
            loading={state.matches({ excel: 'downloading' })}
          >
            {t('employees.excel')}
          </Button>
          <Button size="sm" colorPalette={ACCENT_PALETTE} asChild>
            <Link href={PATHS.employeeCreate}>{t('employees.add')}</Link>
          </Button>
        </HStack>
      </Flex>

      <DataGrid
        columns={columns}
        data={data?.items ?? NO_ROWS}
        rowId={(e) => e.employeeId}
        rowProps={(e) => ({ 'data-testid': 'employee-row', 'data-employee-id': e.employeeId })}
        rowHeight="12"
        {...serverPaged(data, page, send)}
        loading={loading}
        dimmed={dimmed}
        error={error}
        emptyText="employees.empty"
        interactive
        label={t('employees.title')}
        {...shapedList({ sort, hidden }, send)}
      />

      {employee && bounds && state.matches({ action: 'amount' }) ? (
        <FormDialog
          testId="amount-dialog"
          title={
            <>
              {t(distributeMode ? 'employees.distributeTitle' : 'employees.amountTitle')} ·{' '}
              {employee.employeeName}
            </>
          }
          submitLabel={t('employees.apply')}
          busy={distributing}
          onSubmit={() => send({ type: 'SUBMIT' })}
          onCancel={() => send({ type: 'CANCEL' })}
        >
          <Stack gap={2}>
            <Text fontSize="sm" color="gray.600">
              {distributeMode
                ? t('employees.distributeHelp', { max: bounds.max })
                : t('employees.amountHelp')}
            </Text>
            {distributeMode ? (
              <Slider.Root
                min={0}
                max={bounds.max}
                step={1}
                value={[sliderValue]}
                onValueChange={(details) =>
                  send({ type: 'AMOUNT.SLIDE', value: details.value[0] ?? 0 })
                }
                colorPalette={ACCENT_PALETTE}
                aria-label={[t('employees.distributeLabel')]}
                data-testid="distribute-slider"
                py={2}
              >
                <Slider.Control>
                  <Slider.Track>
                    <Slider.Range />
                  </Slider.Track>
                  <Slider.Thumbs />
                </Slider.Control>
              </Slider.Root>
            ) : null}
            <FormField
              label={t(distributeMode ? 'employees.distributeLabel' : 'employees.amountLabel')}
              type="number"
              inputMode="numeric"
              min={distributeMode ? 0 : bounds.min}
              max={bounds.max}
              value={amount}
              onValueChange={(value) => send({ type: 'AMOUNT.CHANGE', value })}
              error={amountError}
              placeholder={`${distributeMode ? 0 : bounds.min} ~ ${bounds.max}`}
            />
          </Stack>
        </FormDialog>
      ) : null}

      {employee && confirm && (state.matches({ action: 'confirming' }) || running) ? (
        <ConfirmDialog
          testId="employee-confirm"
          title={t(`employees.menu.${confirm}`)}
          onConfirm={() => send({ type: 'SUBMIT' })}
          onCancel={() => send({ type: 'CANCEL' })}
        >
          {t(
            confirm === 'reset'
              ? 'employees.resetConfirm'
              : confirm === 'deactivate'
                ? 'employees.deactivateConfirm'
                : 'employees.deleteConfirm',
            { name: employee.employeeName },
          )}
        </ConfirmDialog>
      ) : null}

      {employee && state.matches({ action: 'modify' }) ? (
        <ModifyDialog
          state={state.context}
          saving={state.matches({ action: { modify: 'saving' } })}
          send={send}
        />
      ) : null}
    </Box>
  )
}

function ModifyDialog({
  state,
  saving,
  send,
}: {
  state: Pick<EmployeesContext, 'modify' | 'modifyErrors'>
  saving: boolean
  send: Send
}) {
  const t = useT()
  const { modify, modifyErrors } = state
  return (
    <FormDialog
      testId="modify-dialog"
      title={t('employees.modifyTitle')}
      submitLabel={t('employees.save')}
      busy={saving}
      onSubmit={() => send({ type: 'SUBMIT' })}
      onCancel={() => send({ type: 'CANCEL' })}
    >
      <Stack gap={3}>
        <FormField
          label={t('employees.name')}
          value={modify.name}
          onValueChange={(name) => send({ type: 'MODIFY.CHANGE', fields: { name } })}
          error={modifyErrors.name ?? null}
        />
        <Field.Root>
          <Field.Label>{t('employees.gender')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={modify.gender ?? ''}
              bg="white"
              onChange={(e) =>
                send({
                  type: 'MODIFY.CHANGE',
                  fields: {
                    gender: EMPLOYEE_GENDERS.find((g) => g === e.target.value) ?? null,
                  },
                })
              }
            >
              <option value="">–</option>
              {EMPLOYEE_GENDERS.map((g) => (
                <option key={g} value={g}>
                  {t(`employees.gender.${g}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <FormField
          label={t('employees.email')}
          type="email"
          value={modify.email}
          onValueChange={(email) => send({ type: 'MODIFY.CHANGE', fields: { email } })}
          error={modifyErrors.email ?? null}
        />
        <FormField
          label={t('employees.mobile')}
          inputMode="tel"
          placeholder="010-0000-0000"
          value={modify.mobile}
          onValueChange={(mobile) => send({ type: 'MODIFY.CHANGE', fields: { mobile } })}
          error={modifyErrors.mobile ?? null}
        />
      </Stack>
    </FormDialog>
  )
}
