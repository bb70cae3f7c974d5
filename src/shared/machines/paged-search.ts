import type { Message } from '../domain/messages'
import type { ErrorRow } from '../domain/error-catalogue'
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
  data: { total: number; page: number } | null
  error: Message | null
}

/**
 * The name search and the pager of a paged list (S1 §5 search, §2 paging), for a machine's
 * `NAME.CHANGE` and `PAGE.CHANGE` transitions: a name the rule refuses is shown with its message
 * and nothing is sent (the rows of the last search stay); an accepted one is searched from page 1
 * once the typing pauses; a page outside the list, or the page shown, is not asked for.
 *
 * `'NAME.CHANGE': [{ guard: ({ event }) => s.nameRefused(event),
 *   actions: assign(({ event }) => s.refusedName(event)) }, ...]`
 */
export function pagedSearch(validate: (name: string) => Message | null) {
  return {
    nameRefused: (event: { name: string }) => validate(event.name) !== null,
    refusedName: (event: { name: string }) => ({
      name: event.name,
      nameError: validate(event.name),
    }),
    acceptedName: (event: { name: string }) => ({
      name: event.name,
      search: event.name,
      nameError: null,
      page: 1,
    }),
    /** a failed page: the catalogue's message, and the pager back on the page whose rows stay */
    failed: (
      row: ErrorRow,
      context: Pick<PagedSearchContext, 'page' | 'data'>,
      error: unknown,
    ) => ({ error: failureOf(row, error), page: context.data?.page ?? context.page }),
    pageAllowed: (context: Pick<PagedSearchContext, 'page' | 'data'>, event: { page: number }) => {
      const pages = pageCount(context.data?.total ?? 0, PAGE_SIZE.grid)
      return event.page >= 1 && event.page <= pages && event.page !== context.page
    },
  }
}
