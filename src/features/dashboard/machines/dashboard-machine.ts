import { assertEvent, assign, setup, type ActorRefFrom } from 'xstate'
import { CHECKUP_SORT_KEYS, isCheckable } from '../domain/checkup'
import {
  dashboardViewFields,
  defaultDashboardView,
  firstCheckupOrder,
  type DashboardView,
} from '../domain/view'
import { writeView } from '../../../shared/domain/list-view'
import { listView } from '../../../shared/machines/list-view'
import { searchTerm, validateSearch } from '../domain/search'
import { PAGE_SIZE } from '../../../shared/domain/codes'
import { nextRange, type DateRange } from '../../../shared/domain/dates'
import { RANGE_GUARDS, rangeChange } from '../../../shared/machines/range-change'
import { message, type Message } from '../../../shared/domain/messages'
import { PATHS } from '../../../shared/domain/routes'
import type { SessionUser } from '../../../shared/domain/user'
import type { CheckupPage } from '../services/contract'
import type { DownloadedFile } from '../../../shared/services/http-client'
import { singlePrintMachine } from './single-print-machine'
import { shippingInfoMachine } from './shipping-info-machine'
import { notifyFailure, savedOrSaid } from '../../../shared/machines/failure'
import { ERRORS } from '../domain/errors'
import { notProvided } from '../../../shared/machines/not-provided'
import { present } from '../../../shared/machines/present'
import { uiIndicator, OWN_INDICATOR } from '../../../shared/machines/own-indicator'
import { pagedSearch } from '../../../shared/machines/paged-search'
import type {
  CheckupListInput,
  CustomerListInput,
  DashboardContext,
  DashboardEvent,
} from './dashboard-types'

export type {
  CheckupListInput,
  CustomerListInput,
  DashboardContext,
  DashboardEvent,
} from './dashboard-types'

const itemOf = (context: DashboardContext, checkupNo: number) =>
  context.data?.items.find((i) => i.checkupNo === checkupNo) ?? null

/** a row of the page shown that may be checked for print or PDF (S1 §5, `isCheckable`) */
const checkable = (context: DashboardContext, checkupNo: number) => {
  const item = itemOf(context, checkupNo)
  return !!item && isCheckable(item)
}

const checkableOnPage = (context: DashboardContext) =>
  (context.data?.items ?? []).filter(isCheckable).map((i) => i.checkupNo)

const search = pagedSearch(validateSearch)
const view = listView(CHECKUP_SORT_KEYS, firstCheckupOrder)

/** The view the list shows now, as the URL and the user's memory keep it. */
export const dashboardViewOf = (context: DashboardContext): DashboardView => ({
  range: context.range,
  name: context.search,
  page: context.page,
  sort: context.sort,
})

const listInput = (context: DashboardContext): CheckupListInput => ({
  ...context.range,
  name: searchTerm(context.search),
  page: context.page,
  size: PAGE_SIZE.grid,
  sort: context.sort.key,
  order: context.sort.order,
})
/** Every checkable row of the page is selected. */
export const pageFullySelected = (context: DashboardContext): boolean => {
  const onPage = checkableOnPage(context)
  return onPage.length > 0 && onPage.every((n) => context.selected.includes(n))
}

// xstate reads `types` only for inference; every field is optional, so `{}` is a value of it
const types: {
  input?: {
    today: Date
    /** the view to start with (the address's, the remembered one); the defaults without it */
    view?: DashboardView
    /** the columns the user hid */
    hidden?: readonly string[]
    /**
     * the session the portal holds as the page opens: the toolbar and columns it allows are
     * drawn from the first frame, and the refreshed session (S1 §4) replaces it
     */
    session?: SessionUser | null
  }
  context?: DashboardContext
  events?: DashboardEvent
  children?: { singlePrint: 'singlePrint'; shippingInfo: 'shippingInfo' }
} = {}

/**
 * The report issuance dashboard (S1 §2, §4): load the user first (non-200 -> login), then the
 * grid of one page for a date range and a name; selection; Excel, multi print, PDF zip; single
 * print and the shipping-info dialog as child machines. One job at a time: a second click while a
 * job runs has nowhere to go.
 */
export const dashboardMachine = setup({
  types,
  actors: {
    /** told while a state whose view shows its own loading indicator lasts */
    ownIndicator: uiIndicator,
    refreshSession: notProvided<SessionUser | null>('refreshSession'),
    list: notProvided<CheckupPage, CheckupListInput>('list'),
    excel: notProvided<DownloadedFile, CustomerListInput>('excel'),
    makeTempPdf: notProvided<string, { checkupNos: number[] }>('makeTempPdf'),
    pdfZip: notProvided<DownloadedFile, { checkupNos: number[]; range: DateRange }>('pdfZip'),
    singlePrint: singlePrintMachine,
    shippingInfo: shippingInfoMachine,
  },
  actions: {
    /** the range picked, kept in order (`nextRange`): the list from its first page, none selected */
    takeRange: assign(({ context, event }) =>
      event.type === 'RANGE.CHANGE'
        ? {
            range: nextRange(context.range, event.range, context.today) ?? context.range,
            page: 1,
            selected: [],
          }
        : {},
    ),
    navigate: (_, _params: { to: string }) => {},
    notify: (_, _params: { message: Message; tone?: 'info' | 'success' | 'error' }) => {},
    saveFile: (_, _params: { file: DownloadedFile }) => {},
    openPrintView: (_, _params: { tempPdf: string }) => {},
    /** the view the list loads: into the address (replacing it) and the user's memory */
    keepView: (_, _params: { query: string }) => {},
    /** the columns the user hid, kept per user */
    keepColumns: (_, _params: { hidden: readonly string[] }) => {},
  },
  delays: {
    /** a name search waits for the typing to pause */
    searchDebounce: 300,
  },
  guards: {
    ...search.guards,
    ...view.guards,
    ...RANGE_GUARDS,
    nothingSelected: ({ context }) => context.selected.length === 0,
    /** S1 §4: the user could not be loaded: back to the login */
    noSession: (_, { session }: { session: SessionUser | null }) => session === null,
    /** the row of the event may be checked for print or PDF */
    rowCheckable: ({ context, event }) => {
      assertEvent(event, ['ROW.TOGGLE', 'PDF.ONE'])
      return checkable(context, event.checkupNo)
    },
    /** the row of the event may be printed, and the user it is printed for is known */
    rowPrintable: ({ context, event }) => {
      assertEvent(event, 'PRINT.ONE')
      return !!context.session && checkable(context, event.checkupNo)
    },
    /** the row of the event is on the page shown */
    rowShown: ({ context, event }) => {
      assertEvent(event, 'SHIPPING.OPEN')
      return !!itemOf(context, event.checkupNo)
    },
    /** the server made no PDF: nothing to print */
    nothingToPrint: (_, { tempPdf }: { tempPdf: string }) => tempPdf === '',
    /** the dialog changed what the list shows (printed, saved): it loads again */
    listChanged: (_, { changed }: { changed: boolean }) => changed,
  },
}).createMachine({
  id: 'dashboard',
  context: ({ input }) => {
    const start = input.view ?? defaultDashboardView(input.today)
    return {
      session: input.session ?? null,
      today: input.today,
      range: start.range,
      name: start.name,
      search: start.name,
      nameError: null,
      page: start.page,
      data: null,
      selected: [],
      error: null,
      shippingFor: null,
      jobTargets: [],
      sort: start.sort,
      hidden: [...(input.hidden ?? [])],
    }
  },
  type: 'parallel',
  states: {
    list: {
      initial: 'refreshingSession',
      states: {
        refreshingSession: {
          invoke: {
            id: 'refreshSession',
            src: 'refreshSession',
            onDone: [
              {
                guard: { type: 'noSession', params: ({ event }) => ({ session: event.output }) },
                target: 'leaving',
              },
              { target: 'active', actions: assign({ session: ({ event }) => event.output }) },
            ],
          },
        },
        /** S1 §4: user or usable counter non-200 -> login */
        leaving: {
          type: 'final',
          entry: { type: 'navigate', params: { to: PATHS.login } },
        },
        /** the user is known: the list loads, and the filters work */
        active: {
          initial: 'loading',
          on: {
            'RANGE.CHANGE': rangeChange(),
            ...search.on<DashboardContext, DashboardEvent>(),
            ...view.on<DashboardContext, DashboardEvent>({ reload: true }),
            'VIEW.RESET': {
              target: '.loading',
              actions: assign(({ context }) => {
                const defaults = defaultDashboardView(context.today)
                return {
                  range: defaults.range,
                  name: defaults.name,
                  search: defaults.name,
                  nameError: null,
                  page: defaults.page,
                  sort: defaults.sort,
                  selected: [],
                }
              }),
            },
            'ROW.TOGGLE': {
              guard: 'rowCheckable',
              actions: assign({
                selected: ({ context, event }) =>
                  context.selected.includes(event.checkupNo)
                    ? context.selected.filter((n) => n !== event.checkupNo)
                    : [...context.selected, event.checkupNo],
              }),
            },
            'PAGE.TOGGLE': {
              actions: assign({
                selected: ({ context }) => {
                  const onPage = checkableOnPage(context)
                  return pageFullySelected(context)
                    ? context.selected.filter((n) => !onPage.includes(n))
                    : [...new Set([...context.selected, ...onPage])]
                },
              }),
            },
          },
          states: {
            debouncing: { after: { searchDebounce: 'loading' } },
            loading: {
              // the view asked for is the one the address and the memory keep
              entry: {
                type: 'keepView',
                params: ({ context }) => ({
                  query: writeView(
                    dashboardViewFields(context.today),
                    dashboardViewOf(context),
                    defaultDashboardView(context.today),
                  ),
                }),
              },
              invoke: [
                search.load<DashboardContext, DashboardEvent, CheckupListInput>(
                  ERRORS.checkupList,
                  ({ context }) => listInput(context),
                ),
                OWN_INDICATOR,
              ],
            },
            ready: {},
            failed: {},
          },
        },
      },
    },
    job: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'EXCEL.DOWNLOAD': 'excel',
            'PRINT.SELECTED': [
              {
                guard: 'nothingSelected',
                actions: {
                  type: 'notify',
                  params: { message: message('dashboard.selectForPrint'), tone: 'error' },
                },
              },
              {
                target: 'multiPrint',
                actions: assign({ jobTargets: ({ context }) => [...context.selected] }),
              },
            ],
            'PDF.DOWNLOAD': [
              {
                guard: 'nothingSelected',
                actions: {
                  type: 'notify',
                  params: { message: message('dashboard.selectForPdf'), tone: 'error' },
                },
              },
              {
                target: 'pdfZip',
                actions: assign({ jobTargets: ({ context }) => [...context.selected] }),
              },
            ],
            'PDF.ONE': {
              guard: 'rowCheckable',
              target: 'pdfZip',
              actions: assign({ jobTargets: ({ event }) => [event.checkupNo] }),
            },
            'PRINT.ONE': {
              // a row without a report has nothing to print: no consent is asked for it
              guard: 'rowPrintable',
              target: 'singlePrint',
              actions: assign({ shippingFor: null }),
            },
            'SHIPPING.OPEN': {
              guard: 'rowShown',
              target: 'shipping',
              actions: assign({
                shippingFor: ({ context, event }) => itemOf(context, event.checkupNo),
              }),
            },
          },
        },
        excel: {
          invoke: [
            {
              id: 'excel',
              src: 'excel',
              input: ({ context }): CustomerListInput => {
                const { page: _page, size: _size, ...query } = listInput(context)
                return query
              },
              ...savedOrSaid(ERRORS.customerListExcel),
            },
            OWN_INDICATOR,
          ],
        },
        multiPrint: {
          invoke: [
            {
              id: 'makeTempPdf',
              src: 'makeTempPdf',
              input: ({ context }) => ({ checkupNos: context.jobTargets }),
              onDone: [
                {
                  guard: {
                    type: 'nothingToPrint',
                    params: ({ event }) => ({ tempPdf: event.output }),
                  },
                  target: 'empty',
                },
                {
                  target: ['idle', '#dashboard.list.active.loading'],
                  actions: {
                    type: 'openPrintView',
                    params: ({ event }) => ({ tempPdf: event.output }),
                  },
                },
              ],
              onError: {
                target: 'idle',
                actions: {
                  type: 'notify',
                  params: notifyFailure(ERRORS.makeTempPDF),
                },
              },
            },
            OWN_INDICATOR,
          ],
        },
        pdfZip: {
          invoke: [
            {
              id: 'pdfZip',
              src: 'pdfZip',
              input: ({ context }) => ({ checkupNos: context.jobTargets, range: context.range }),
              ...savedOrSaid(ERRORS.makePDF),
            },
            OWN_INDICATOR,
          ],
        },
        /** '출력 오류': nothing to print */
        empty: { on: { 'EMPTY.CLOSE': 'idle' } },
        singlePrint: {
          invoke: {
            id: 'singlePrint',
            src: 'singlePrint',
            input: ({ context, event }) => {
              assertEvent(event, 'PRINT.ONE')
              const item = present(itemOf(context, event.checkupNo), 'the row printed')
              return { item, session: present(context.session, 'the session of a print') }
            },
            onDone: [
              {
                guard: {
                  type: 'listChanged',
                  params: ({ event }) => ({ changed: event.output.reload }),
                },
                target: ['idle', '#dashboard.list.active.loading'],
              },
              { target: 'idle' },
            ],
          },
        },
        shipping: {
          invoke: {
            id: 'shippingInfo',
            src: 'shippingInfo',
            input: ({ context }) => ({ item: present(context.shippingFor, 'the row shipped') }),
            onDone: [
              {
                guard: {
                  type: 'listChanged',
                  params: ({ event }) => ({ changed: event.output.saved }),
                },
                target: ['idle', '#dashboard.list.active.loading'],
                actions: assign({ shippingFor: null }),
              },
              { target: 'idle', actions: assign({ shippingFor: null }) },
            ],
          },
        },
      },
    },
  },
})

export type DashboardActor = ActorRefFrom<typeof dashboardMachine>
