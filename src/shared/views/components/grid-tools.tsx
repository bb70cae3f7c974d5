import { useId, type ReactNode } from 'react'
import { ColumnsIcon, SMALL_ICON } from './icons'
import { Button, chakra, Flex, NativeSelect, type ButtonProps } from '@chakra-ui/react'
import { SORT_ORDERS, type SortOrder, type SortState } from '../../domain/list-view'
import { isOneOf } from '../../domain/objects'
import { useT } from '../i18n'
import { popupButtonPlaceholder, OnFirstUse, onUsePart } from './on-use'

/** A column the list may be sorted by: its sort key and its header text. */
export interface SortChoice {
  key: string
  label: string
}

/** A column the user may hide or show: its id, its header text and whether it is shown. */
export interface ColumnChoice {
  id: string
  label: string
  shown: boolean
}

export interface GridToolsProps {
  /** the sort select (drawn below 1024 px only: the header buttons serve above) */
  sort?: {
    choices: readonly SortChoice[]
    current: SortState
    onSort: (key: string, order: SortOrder) => void
  }
  /** the column chooser: a menu of the columns a user may hide */
  columns?: {
    choices: readonly ColumnChoice[]
    onToggle: (columnId: string) => void
  }
  /** the page's own controls (a reset button), at the toolbar's start */
  children?: ReactNode
}

/** the column chooser's menu, fetched and started when its button is first used (issue 45) */
const columnChooser = onUsePart(() => import('./column-chooser'))

/** The column chooser's button: the same before and after its menu has been used. */
export function ColumnsButton(props: ButtonProps) {
  const t = useT()
  return (
    <Button size="xs" variant="outline" bg="white" data-testid="grid-columns" {...props}>
      <ColumnsIcon />
      {t('grid.columns')}
    </Button>
  )
}

const SEPARATOR = ':'
const optionValue = (key: string, order: SortOrder) => `${order}${SEPARATOR}${key}`
function parseOption(value: string): { key: string; order: SortOrder } | null {
  const at = value.indexOf(SEPARATOR)
  const order = value.slice(0, at)
  return at > 0 && isOneOf(SORT_ORDERS, order) ? { key: value.slice(at + 1), order } : null
}

/**
 * The small toolbar over a grid (issue 31): the page's own controls, a sort select for the
 * card layout (below 1024 px the headers are not drawn, so their sort buttons are not at hand)
 * and a menu of the columns the user may hide. It keeps nothing: the machine owns the sort and
 * the hidden columns, the toolbar reports what the user picked.
 */
export function GridTools({ sort, columns, children }: GridToolsProps) {
  const t = useT()
  const selectId = useId()
  const sortChoices = sort?.choices ?? []
  const current = sort ? optionValue(sort.current.key, sort.current.order) : ''
  const known = sortChoices.some((c) => c.key === sort?.current.key)
  // only the sort select, which wide screens do not draw: the toolbar takes no room there
  const wideEmpty = !children && !(columns && columns.choices.length > 0)
  return (
    <Flex
      data-testid="grid-tools"
      justify="flex-end"
      align="center"
      wrap="wrap"
      gap={2}
      mb={2}
      hideFrom={wideEmpty ? 'lg' : undefined}
    >
      {children}
      {sort && sortChoices.length > 0 ? (
        <Flex align="center" gap={1.5} hideFrom="lg" maxW="full">
          <chakra.label htmlFor={selectId} fontSize="sm" color="fg.muted" flexShrink={0}>
            {t('grid.sort')}
          </chakra.label>
          <NativeSelect.Root size="xs" width="auto" minW={0}>
            <NativeSelect.Field
              id={selectId}
              data-testid="grid-sort-select"
              bg="white"
              value={known ? current : ''}
              onChange={(e) => {
                const picked = parseOption(e.target.value)
                if (picked) sort.onSort(picked.key, picked.order)
              }}
            >
              {known ? null : <option value="" disabled />}
              {sortChoices.map((choice) =>
                SORT_ORDERS.map((order) => (
                  <option
                    key={optionValue(choice.key, order)}
                    value={optionValue(choice.key, order)}
                  >
                    {t(order === 'asc' ? 'grid.sortAsc' : 'grid.sortDesc', {
                      column: choice.label,
                    })}
                  </option>
                )),
              )}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
      ) : null}
      {columns && columns.choices.length > 0 ? (
        <OnFirstUse
          part={columnChooser}
          props={columns}
          placeholder={(open) => popupButtonPlaceholder(<ColumnsButton />, columnChooser, open)}
        />
      ) : null}
    </Flex>
  )
}

export function SortIcon({ order }: { order: SortOrder | null }) {
  return (
    <svg {...SMALL_ICON} aria-hidden="true" data-sort-icon={order ?? 'none'}>
      {order === 'asc' ? (
        <path d="M12 19V5M6 11l6-6 6 6" />
      ) : order === 'desc' ? (
        <path d="M12 5v14M6 13l6 6 6-6" />
      ) : (
        <path d="M8 9l4-4 4 4M8 15l4 4 4-4" />
      )}
    </svg>
  )
}

/**
 * '조건 초기화': a list back to the defaults its spec gives (issue 31): the page's machine takes
 * `VIEW.RESET`.
 */
export function ResetViewButton({
  send,
  disabled,
}: {
  send: (event: { type: 'VIEW.RESET' }) => void
  disabled?: boolean
}) {
  const t = useT()
  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={() => send({ type: 'VIEW.RESET' })}
      disabled={disabled}
      data-testid="view-reset"
    >
      {t('list.reset')}
    </Button>
  )
}
