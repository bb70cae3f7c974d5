import type { EventObject } from 'xstate'
import { assignOwn } from './assign-own'
import { eventGuard } from './event-guard'
import { nextSort, type SortOrder, type SortState } from '../domain/list-view'
import { isOneOf } from '../domain/objects'

/** What a list whose view its user shapes keeps (issue 31): the order and the hidden columns. */
export interface ListViewContext {
  sort: SortState
  /** column ids the user hid in the list's grid */
  hidden: string[]
  page: number
}

/** The grid's events of a list whose view its user shapes. */
export type ListViewEvent =
  | { type: 'SORT.CHANGE'; key: string; order?: SortOrder }
  | { type: 'COLUMN.TOGGLE'; column: string }

type SortChange = Extract<ListViewEvent, { type: 'SORT.CHANGE' }>
type ColumnToggle = Extract<ListViewEvent, { type: 'COLUMN.TOGGLE' }>

/** The grid's sort event, told from the other events of the machine that holds the list. */
const isSortChange = eventGuard<SortChange>('SORT.CHANGE', 'key', 'string')

/** The grid's column chooser event, told from the other events of the machine. */
const isColumnToggle = eventGuard<ColumnToggle>('COLUMN.TOGGLE', 'column', 'string')

/** The hidden columns after the user toggled one: shown again when hidden, else hidden. */
export const toggleColumn = (hidden: readonly string[], column: string): string[] =>
  hidden.includes(column) ? hidden.filter((c) => c !== column) : [...hidden, column]

/**
 * The sort and the column chooser of a list (issue 31), for the state that holds it:
 * `SORT.CHANGE` takes a key of `keys` only (another is ignored), turns the same column the other
 * way or starts another the way `first` says, goes back to page 1 and, for a list the server
 * sorts, asks again (`reload`); `COLUMN.TOGGLE` shows or hides a column and tells `keepColumns`
 * (the machine declares it: the wiring keeps the choice per user and grid). The machine registers
 * `guards` in its setup.
 */
export function listView<K extends string>(keys: readonly K[], first: (key: K) => SortOrder) {
  const known = (key: string): key is K => isOneOf(keys, key)
  return {
    guards: {
      /** the grid asks for a sort by a column the list sorts by */
      sortKeyKnown: ({ event }: { event: EventObject }) => isSortChange(event) && known(event.key),
    },
    on: <TContext extends ListViewContext, TEvent extends EventObject>(options: {
      reload: boolean
    }) => {
      type Args = { context: TContext; event: TEvent }
      const set = (update: (args: Args) => Partial<ListViewContext>) =>
        assignOwn<ListViewContext>()<TContext, TEvent, TEvent>(update)
      const sorted = (sort: SortState, key: K, order?: SortOrder): Partial<ListViewContext> => ({
        sort: nextSort(sort, key, first, order),
        page: 1,
      })
      return {
        'SORT.CHANGE': {
          guard: 'sortKeyKnown',
          ...(options.reload ? { target: '.loading' } : {}),
          actions: set(({ context, event }) =>
            isSortChange(event) && known(event.key)
              ? sorted(context.sort, event.key, event.order)
              : {},
          ),
        },
        'COLUMN.TOGGLE': {
          actions: [
            set(({ context, event }) =>
              isColumnToggle(event) ? { hidden: toggleColumn(context.hidden, event.column) } : {},
            ),
            {
              type: 'keepColumns',
              params: ({ context }: Args) => ({ hidden: context.hidden }),
            },
          ],
        },
      } as const
    },
  }
}
