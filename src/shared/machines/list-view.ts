import { assign, type EventObject } from 'xstate'
import { nextSort, type SortOrder, type SortState } from '../domain/list-view'

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

/** The hidden columns after the user toggled one: shown again when hidden, else hidden. */
export const toggleColumn = (hidden: readonly string[], column: string): string[] =>
  hidden.includes(column) ? hidden.filter((c) => c !== column) : [...hidden, column]

/**
 * The sort and the column chooser of a list (issue 31), for the state that holds it:
 * `SORT.CHANGE` takes a key of `keys` only (another is ignored), turns the same column the other
 * way or starts another the way `first` says, goes back to page 1 and, for a list the server
 * sorts, asks again (`reload`); `COLUMN.TOGGLE` shows or hides a column and tells `keepColumns`
 * (the machine declares it: the wiring keeps the choice per user and grid).
 */
export function listView<K extends string>(keys: readonly K[], first: (key: K) => SortOrder) {
  const known = (key: string): key is K => (keys as readonly string[]).includes(key)
  return {
    on: <TContext extends ListViewContext, TEvent extends EventObject>(options: {
      reload: boolean
    }) => {
      type Args = { context: TContext; event: TEvent }
      const sortEvent = (event: TEvent) =>
        event as unknown as Extract<ListViewEvent, { type: 'SORT.CHANGE' }>
      const column = (event: TEvent) => (event as unknown as { column: string }).column
      return {
        'SORT.CHANGE': {
          guard: ({ event }: Args) => known(sortEvent(event).key),
          ...(options.reload ? { target: '.loading' } : {}),
          actions: assign<TContext, TEvent, undefined, TEvent, never>(
            ({ context, event }: Args) =>
              ({
                sort: nextSort(
                  context.sort as SortState<K>,
                  sortEvent(event).key as K,
                  first,
                  sortEvent(event).order,
                ),
                page: 1,
              }) as unknown as Partial<TContext>,
          ),
        },
        'COLUMN.TOGGLE': {
          actions: [
            assign<TContext, TEvent, undefined, TEvent, never>(
              ({ context, event }: Args) =>
                ({ hidden: toggleColumn(context.hidden, column(event)) }) as Partial<TContext>,
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
