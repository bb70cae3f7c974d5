import { assertEvent, assign, setup } from 'xstate'
import type { AdminCheckupRow } from '../domain/admin-checkup'
import type { DateRange } from '../../../shared/domain/dates'
import { nextRange } from '../../../shared/domain/dates'
import { RANGE_GUARDS, rangeChange } from '../../../shared/machines/range-change'
import type { Message } from '../../../shared/domain/messages'
import type { DownloadedFile } from '../../../shared/services/http-client'
import { failureOf, savedOrSaid } from '../../../shared/machines/failure'
import { ERRORS } from '../domain/errors'
import { notProvided } from '../../../shared/machines/not-provided'
import { uiIndicator, OWN_INDICATOR } from '../../../shared/machines/own-indicator'
import { PAGE_SIZE } from '../../../shared/domain/codes'
import { writeView, type SortState } from '../../../shared/domain/list-view'
import { listView, type ListViewEvent } from '../../../shared/machines/list-view'
import {
  ADMIN_SORT_KEYS,
  adminViewFields,
  defaultAdminView,
  firstAdminOrder,
  sortAdminRows,
  type AdminDashboardView,
  type AdminSortKey,
} from '../domain/view'

export interface AdminDashboardContext {
  today: Date
  /** whose view and columns are kept (null: nobody's) */
  userId: string | null
  range: DateRange
  /** the list as the server answered it (newest first): what every sort starts from */
  loaded: AdminCheckupRow[]
  /**
   * the list as the grid shows it: `loaded` sorted by `sort` (issue 31); ties keep the server's
   * order, so a view gives the same order however it was reached (a reload, a link)
   */
  rows: AdminCheckupRow[]
  error: Message | null
  /** the grid's page, 1-based: the client pages the one list (S2 §9) */
  page: number
  /** the grid's order, sorted here on the client */
  sort: SortState<AdminSortKey>
  /** the columns the user hid */
  hidden: string[]
}

export type AdminDashboardEvent =
  | { type: 'RANGE.CHANGE'; range: DateRange }
  | { type: 'RELOAD' }
  | { type: 'PDF.DOWNLOAD'; id: number }
  | { type: 'PAGE.CHANGE'; page: number }
  /** back to the specs' defaults: the last month, page 1, newest first */
  | { type: 'VIEW.RESET' }
  | ListViewEvent

/** The grid's page size: the report grids' (S1 §9). */
export const ADMIN_PAGE_SIZE = PAGE_SIZE.grid

/** The last page of a list of `count` rows (1 for none). */
const lastPage = (count: number) => Math.max(1, Math.ceil(count / ADMIN_PAGE_SIZE))

/** The view the grid shows now, as the URL and the user's memory keep it. */
export const adminViewOf = (context: AdminDashboardContext): AdminDashboardView => ({
  range: context.range,
  page: context.page,
  sort: context.sort,
})

/** The query of the view shown: only what differs from the defaults. */
const queryOf = (context: AdminDashboardContext) =>
  writeView(adminViewFields(context.today), adminViewOf(context), defaultAdminView(context.today))

const view = listView(ADMIN_SORT_KEYS, firstAdminOrder)

const shared = view.on<AdminDashboardContext, AdminDashboardEvent>({ reload: false })

/** The machine's types: xstate reads them only when type checking, so the value is empty. */
const types: {
  input?: {
    today: Date
    /** the user the view and the columns are kept for */
    userId?: string | null
    /** the view to start with (the address's, the remembered one); the defaults without it */
    view?: AdminDashboardView
    /** the columns the user hid */
    hidden?: readonly string[]
  }
  context?: AdminDashboardContext
  events?: AdminDashboardEvent
} = {}

/**
 * The admin dashboard (S2 §2.6, §4): checkups of the last month, PDF download by id. The list is
 * one array: the machine sorts it (`sortRows`) and the grid pages it, so a sort or a page asks
 * the server nothing; the range, the page and the sort are kept (`keepView`) in the address and
 * the user's memory, the hidden columns per user (`keepColumns`) (issue 31).
 */
export const adminDashboardMachine = setup({
  types,
  actors: {
    /** told while a state whose view shows its own loading indicator lasts */
    ownIndicator: uiIndicator,
    adminList: notProvided<AdminCheckupRow[], DateRange>('adminList'),
    adminPdf: notProvided<DownloadedFile, { id: number }>('adminPdf'),
  },
  actions: {
    notify: (_, _params: { message: Message; tone?: 'info' | 'success' | 'error' }) => {},
    saveFile: (_, _params: { file: DownloadedFile }) => {},
    /** the view shown: into the address (replacing it) and the user's memory */
    keepView: (_, _params: { query: string }) => {},
    /** the columns the user hid, kept per user */
    keepColumns: (_, _params: { hidden: readonly string[] }) => {},
    /** a picked range, in order, from page 1 */
    takeRange: assign(({ context, event }) =>
      event.type === 'RANGE.CHANGE'
        ? { range: nextRange(context.range, event.range, context.today) ?? context.range, page: 1 }
        : {},
    ),
  },
  guards: {
    ...view.guards,
    ...RANGE_GUARDS,
    /** the page shown is one of the list's: a remembered page past its end is not */
    pageWithinList: ({ context }, { rows }: { rows: readonly AdminCheckupRow[] }) =>
      context.page <= lastPage(rows.length),
  },
}).createMachine({
  id: 'adminDashboard',
  context: ({ input }) => {
    const start = input.view ?? defaultAdminView(input.today)
    return {
      today: input.today,
      userId: input.userId ?? null,
      range: start.range,
      loaded: [],
      rows: [],
      error: null,
      page: start.page,
      sort: start.sort,
      hidden: [...(input.hidden ?? [])],
    }
  },
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          // the view asked for is the one the address and the memory keep
          entry: { type: 'keepView', params: ({ context }) => ({ query: queryOf(context) }) },
          invoke: [
            {
              id: 'adminList',
              src: 'adminList',
              input: ({ context }) => context.range,
              onDone: [
                {
                  guard: {
                    type: 'pageWithinList',
                    params: ({ event }) => ({ rows: event.output }),
                  },
                  target: 'ready',
                  actions: assign({
                    loaded: ({ event }) => event.output,
                    rows: ({ context, event }) => sortAdminRows(event.output, context.sort),
                    error: null,
                  }),
                },
                {
                  // a remembered page past the end of a list that has shrunk: its last page
                  target: 'ready',
                  actions: [
                    assign({
                      loaded: ({ event }) => event.output,
                      rows: ({ context, event }) => sortAdminRows(event.output, context.sort),
                      page: ({ event }) => lastPage(event.output.length),
                      error: null,
                    }),
                    { type: 'keepView', params: ({ context }) => ({ query: queryOf(context) }) },
                  ],
                },
              ],
              onError: {
                target: 'failed',
                actions: assign({
                  loaded: [],
                  rows: [],
                  error: ({ event }) => failureOf(ERRORS.adminList, event.error),
                }),
              },
            },
            OWN_INDICATOR,
          ],
        },
        ready: {},
        failed: {},
      },
      on: {
        'RANGE.CHANGE': rangeChange(),
        RELOAD: '.loading',
        ...shared,
        // a sort turns the rows held (no call) and keeps the view
        'SORT.CHANGE': {
          guard: 'sortKeyKnown',
          actions: [
            shared['SORT.CHANGE'].actions,
            assign({ rows: ({ context }) => sortAdminRows(context.loaded, context.sort) }),
            { type: 'keepView', params: ({ context }) => ({ query: queryOf(context) }) },
          ],
        },
        'PAGE.CHANGE': {
          actions: [
            assign({
              page: ({ context, event }) =>
                Math.min(Math.max(1, Math.floor(event.page)), lastPage(context.rows.length)),
            }),
            { type: 'keepView', params: ({ context }) => ({ query: queryOf(context) }) },
          ],
        },
        'VIEW.RESET': {
          target: '.loading',
          actions: assign(({ context }) => {
            const defaults = defaultAdminView(context.today)
            return {
              range: defaults.range,
              page: defaults.page,
              sort: defaults.sort,
              // the old rows in the default order until the new ones come
              rows: sortAdminRows(context.loaded, defaults.sort),
            }
          }),
        },
      },
    },
    download: {
      initial: 'idle',
      states: {
        idle: { on: { 'PDF.DOWNLOAD': 'downloading' } },
        downloading: {
          invoke: {
            id: 'adminPdf',
            src: 'adminPdf',
            input: ({ event }) => {
              assertEvent(event, 'PDF.DOWNLOAD')
              return { id: event.id }
            },
            ...savedOrSaid(ERRORS.adminPdf),
          },
        },
      },
    },
  },
})
