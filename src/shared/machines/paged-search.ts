import type { DoneActorEvent, ErrorActorEvent, EventObject } from 'xstate'
import type { Message } from '../domain/messages'
import type { ErrorRow } from '../domain/error-catalogue'
import { assignOwn } from './assign-own'
import { eventGuard } from './event-guard'
import { failureOf } from './failure'
import { PAGE_SIZE } from '../domain/codes'
import { pageCount } from '../domain/paging'

/** What a paged list searched by name keeps (the dashboard's checkups, the employee list). */
export interface PagedSearchContext {
  /** the name as typed */
  name: string
  /** the last name sent */
  search: string
  nameError: Message | null
  page: number
  data: { total: number; page: number; items: readonly unknown[] } | null
  error: Message | null
}

/** The events of a paged list searched by name, as the machine that holds it declares them. */
type NameChange = { type: 'NAME.CHANGE'; name: string }
type PageChange = { type: 'PAGE.CHANGE'; page: number }

/** The search field's event, told from the other events of the machine that holds the list. */
const isNameChange = eventGuard<NameChange>('NAME.CHANGE', 'name', 'string')

/** The pager's event, told from the other events of the machine. */
const isPageChange = eventGuard<PageChange>('PAGE.CHANGE', 'page', 'number')

/**
 * The name search and the pager of a paged list (S1 §5 search, §2 paging), for a machine's
 * `NAME.CHANGE` and `PAGE.CHANGE` transitions: a name the rule refuses is shown with its message
 * and nothing is sent (the rows of the last search stay); an accepted one is searched from page 1
 * once the typing pauses; a page outside the list, or the page shown, is not asked for.
 *
 * `on: { ...search.on<Context, Event>(), ... }` in the state that holds the list; the machine
 * registers `guards` in its setup.
 */
export function pagedSearch(validate: (name: string) => Message | null) {
  const pageAllowed = (
    context: Pick<PagedSearchContext, 'page' | 'data'>,
    event: { page: number },
  ) => {
    const pages = pageCount(context.data?.total ?? 0, PAGE_SIZE.grid)
    return event.page >= 1 && event.page <= pages && event.page !== context.page
  }
  return {
    guards: {
      /** the name typed breaks the search's rule: said, and nothing is sent */
      nameRefused: ({ event }: { event: EventObject }) =>
        isNameChange(event) && validate(event.name) !== null,
      /** a page of the list other than the one shown */
      pageAllowed: ({ context, event }: { context: PagedSearchContext; event: EventObject }) =>
        isPageChange(event) && pageAllowed(context, event),
      /** a page past the end came back empty: the list has shrunk since it was asked for */
      pastLastPage: (
        { context }: { context: PagedSearchContext },
        { rows }: { rows: readonly unknown[] },
      ) => context.page > 1 && rows.length === 0,
    },
    /**
     * The transitions of the state that holds the list, whose children are `debouncing` (waits,
     * then `loading`) and `loading`: a refused name stays with its message, an accepted one waits
     * for the typing to pause, a page is asked for when it exists, RELOAD asks again.
     */
    on: <TContext extends PagedSearchContext, TEvent extends EventObject>() => {
      type Args = { context: TContext; event: TEvent }
      const set = (update: (args: Args) => Partial<PagedSearchContext>) =>
        assignOwn<PagedSearchContext>()<TContext, TEvent, TEvent>(update)
      return {
        'NAME.CHANGE': [
          // refused before anything is sent; the rows of the last accepted search stay
          {
            guard: 'nameRefused',
            actions: set(({ event }) =>
              isNameChange(event) ? { name: event.name, nameError: validate(event.name) } : {},
            ),
          },
          {
            target: '.debouncing',
            reenter: true,
            actions: set(({ event }) =>
              isNameChange(event)
                ? { name: event.name, search: event.name, nameError: null, page: 1 }
                : {},
            ),
          },
        ],
        'PAGE.CHANGE': {
          guard: 'pageAllowed',
          target: '.loading',
          actions: set(({ event }) => (isPageChange(event) ? { page: event.page } : {})),
        },
        RELOAD: '.loading',
      } as const
    },
    /**
     * The invocation of the `list` actor in the `loading` state: the page's rows on `ready`; on
     * `failed`, the row's message and the pager back on the page whose rows stay.
     */
    load: <TContext extends PagedSearchContext, TEvent extends EventObject, TInput>(
      row: ErrorRow,
      input: (args: { context: TContext }) => TInput,
    ) => {
      type Done = DoneActorEvent<NonNullable<PagedSearchContext['data']>>
      return {
        id: 'list',
        src: 'list',
        input,
        onDone: [
          // a page past the end (a remembered or shared page of a list that has shrunk since):
          // the last page (page 1 of an empty list) is asked for instead of showing an empty one
          {
            guard: {
              type: 'pastLastPage',
              params: ({ event }: { event: Done }) => ({ rows: event.output.items }),
            },
            target: 'loading',
            reenter: true,
            actions: assignOwn<PagedSearchContext>()<TContext, Done, TEvent>(({ event }) => ({
              page: Math.max(1, pageCount(event.output.total, PAGE_SIZE.grid)),
            })),
          },
          {
            target: 'ready',
            actions: assignOwn<PagedSearchContext>()<TContext, Done, TEvent>(({ event }) => ({
              data: event.output,
              error: null,
            })),
          },
        ],
        onError: {
          target: 'failed',
          actions: assignOwn<PagedSearchContext>()<TContext, ErrorActorEvent, TEvent>(
            ({ context, event }) => ({
              error: failureOf(row, event.error),
              page: context.data?.page ?? context.page,
            }),
          ),
        },
      } as const
    },
  }
}
