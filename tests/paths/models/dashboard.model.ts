import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import {
  dashboardMachine,
  type DashboardContext,
} from '../../../src/features/dashboard/machines/dashboard-machine'
import { ERRORS } from '../../../src/features/dashboard/domain/errors'
import { SEARCH_NAME_MAX } from '../../../src/features/dashboard/domain/search'
import {
  countReports,
  isCheckable,
  type CheckupItem,
} from '../../../src/features/dashboard/domain/checkup'
import type { CheckupPage } from '../../../src/features/dashboard/services/contract'
import { PAGE_SIZE } from '../../../src/shared/domain/codes'
import { fc0001Session } from '../../support/sessions'
import { checkupRow } from '../../support/rows'
import { defineModel, failuresOf } from '../model'
import { wireDashboard } from '../../../src/features/dashboard/screens'
import { noRows } from '../live'
import { defaultDashboardView } from '../../../src/features/dashboard/domain/view'

const TODAY = new Date(2026, 10, 22)

const item = (checkupNo: number, over: Partial<CheckupItem>): CheckupItem =>
  checkupRow(checkupNo, { employeeId: fc0001Session.user.userId, ...over })

/** checkable (pdfPrint Y) and the signed-in FC's own customer */
const CHECKABLE = item(1, {})
/** pdfPrint N: neither checked, printed nor downloaded */
const UNCHECKABLE = item(5, { pdfPrint: 'N', reportType: null })

/** the first of two pages (one page more than the grid holds) */
const TWO_PAGES: CheckupPage = {
  items: [CHECKABLE, UNCHECKABLE],
  total: PAGE_SIZE.grid + 1,
  page: 1,
  size: PAGE_SIZE.grid,
  counts: countReports([CHECKABLE, UNCHECKABLE]),
}
/** nothing in the range (or a remembered page past the end of the list) */
const EMPTY: CheckupPage = {
  items: [],
  total: 0,
  page: 1,
  size: PAGE_SIZE.grid,
  counts: countReports([]),
}

const file = { blob: new Blob(['x']), fileName: 'customer_list.xlsx' }

const ctx = (s: AnyMachineSnapshot) => s.context as DashboardContext

/** the filters, the pager, the grid and the toolbar of the list shown */
const listEvents = [
  { type: 'RANGE.CHANGE', range: { start: '20261101', end: '20261123' } }, // ends after today
  { type: 'RANGE.CHANGE', range: { start: '20261120', end: '20261001' } }, // reversed: moved
  { type: 'RANGE.CHANGE', range: { start: '20260601', end: '20261122' } },
  { type: 'NAME.CHANGE', name: ' 홍길동 ' },
  { type: 'NAME.CHANGE', name: 'x'.repeat(SEARCH_NAME_MAX + 1) }, // one past the limit
  { type: 'PAGE.CHANGE', page: 0 },
  { type: 'PAGE.CHANGE', page: 1 },
  { type: 'PAGE.CHANGE', page: 2 },
  { type: 'PAGE.CHANGE', page: 3 }, // past the last page
  { type: 'RELOAD' },
  { type: 'SORT.CHANGE', key: 'userName' },
  { type: 'SORT.CHANGE', key: 'telephone' }, // not a sort key
  { type: 'COLUMN.TOGGLE', column: 'birthday' },
  { type: 'VIEW.RESET' },
  { type: 'ROW.TOGGLE', checkupNo: CHECKABLE.checkupNo },
  { type: 'ROW.TOGGLE', checkupNo: UNCHECKABLE.checkupNo },
  { type: 'PAGE.TOGGLE' },
] as const

const typingEvents = [listEvents[2], listEvents[3], listEvents[4]]

const jobEvents = [
  { type: 'EXCEL.DOWNLOAD' },
  { type: 'PRINT.SELECTED' },
  { type: 'PDF.DOWNLOAD' },
  { type: 'PDF.ONE', checkupNo: CHECKABLE.checkupNo },
  { type: 'PDF.ONE', checkupNo: UNCHECKABLE.checkupNo },
  { type: 'PRINT.ONE', checkupNo: CHECKABLE.checkupNo },
  { type: 'PRINT.ONE', checkupNo: UNCHECKABLE.checkupNo },
  { type: 'SHIPPING.OPEN', checkupNo: CHECKABLE.checkupNo },
  { type: 'SHIPPING.OPEN', checkupNo: 999 }, // not on the page
] as const

/**
 * A row event as the live page takes it: the model's checkable and uncheckable rows (checkup 1
 * and 5) are the first of each kind on the mock's page of fc0001; a checkup not on the page stays
 * one.
 */
function onLiveRows(event: AnyEventObject, snapshot: AnyMachineSnapshot): AnyEventObject {
  if (!('checkupNo' in event)) return event
  const kind = [CHECKABLE, UNCHECKABLE].find((row) => row.checkupNo === event.checkupNo)
  if (!kind) return event
  const live = ctx(snapshot).data?.items.find((row) => isCheckable(row) === isCheckable(kind))
  if (!live)
    throw new Error(`no ${isCheckable(kind) ? 'checkable' : 'uncheckable'} row on the page`)
  return { ...event, checkupNo: live.checkupNo }
}

/**
 * The report issuance dashboard (S1 §2, §4): the session first, then the grid with its filters,
 * pager, sort and selection; one job at a time. The context is kept to what the guards read: the
 * page, the rows (none yet, two pages, nothing), whether anything is selected, the session; so
 * kept, the whole graph is walked within the default depth.
 */
export default defineModel({
  machine: dashboardMachine,
  // entered on a remembered page 2 (an address or the user's memory), so a list that has shrunk
  // under it is met at once: where the mock made no checkups, the page past the end
  input: { today: TODAY, view: { ...defaultDashboardView(TODAY), page: 2 } },
  events: (snapshot) => {
    if (!snapshot.matches({ list: 'active' })) return []
    // while the grid loads or waits for the typing to pause, the user goes on typing or picking
    const settled =
      !snapshot.matches({ list: { active: 'loading' } }) &&
      !snapshot.matches({ list: { active: 'debouncing' } })
    return [
      ...(settled ? listEvents : typingEvents),
      // the toolbar and the row buttons act on the rows shown
      ...(snapshot.matches({ job: 'idle' }) && snapshot.matches({ list: { active: 'ready' } })
        ? jobEvents
        : []),
      // the '출력 오류' dialog
      ...(snapshot.matches({ job: 'empty' }) ? [{ type: 'EMPTY.CLOSE' } as const] : []),
    ]
  },
  answers: {
    // the session actor's answer: null when the user is refused (decision 079: it never fails)
    refreshSession: { outputs: [fc0001Session, null] },
    list: {
      outputs: [TWO_PAGES, EMPTY],
      failures: failuresOf(ERRORS.checkupList),
      shows: { row: ERRORS.checkupList, read: (s) => ctx(s).error },
    },
    excel: { outputs: [file], failures: failuresOf(ERRORS.customerListExcel) },
    makeTempPdf: { outputs: ['tmp-1', ''], failures: failuresOf(ERRORS.makeTempPDF) },
    pdfZip: { outputs: [file], failures: failuresOf(ERRORS.makePDF) },
    singlePrint: { outputs: [{ reload: true }, { reload: false }] },
    shippingInfo: { outputs: [{ saved: true }, { saved: false }] },
  },
  live: {
    // fc0001 and its checkups in the live mock (MOCK_TODAY 20261122: the model's today); the page
    // refreshes the session first, from the session actor of its system
    account: 'fc0001',
    // and fc0001 where the mock has made no checkups: the list answers an empty page
    accounts: [
      {
        account: 'fc0001',
        mock: { MOCK_CHECKUPS: 0 },
        outputs: { list: { index: 1, shows: noRows } },
      },
    ],
    session: true,
    // the session's null: the user it reads again is refused (S1 §4: to the login page)
    provoked: { refreshSession: { 1: { operation: 'fetchUser', status: 401, times: 2 } } },
    wire: (ctx) => {
      const { dashboard } = wireDashboard(ctx, { checkupHost: '', addressSearch: 'offline' })
      // the dialogs' own notices tell the portal's ui actor, which the live system has not
      const quiet = (child: unknown) =>
        (child as AnyStateMachine).provide({ actions: { notify: () => {} } })
      const { singlePrint, shippingInfo } = dashboard.implementations.actors
      return dashboard.provide({
        actors: {
          singlePrint: quiet(singlePrint),
          shippingInfo: quiet(shippingInfo),
        },
        actions: {
          notify: () => {},
          saveFile: () => {},
          navigate: () => {},
          openPrintView: () => {},
        },
      })
    },
    // refreshSession asks the session actor (its answer, decision 079): no operation of its own
    operations: {
      list: 'checkupList',
      excel: 'customerListExcel',
      makeTempPdf: 'makeTempPDF',
      pdfZip: 'makePDF',
    },
    // the print and the shipping dialogs ended as their user ends them: printed or declined,
    // saved as they stand or closed
    children: {
      singlePrint: { 0: [{ type: 'CONSENT.ACCEPT' }], 1: [{ type: 'CONSENT.DECLINE' }] },
      shippingInfo: { 0: [{ type: 'SUBMIT' }], 1: [{ type: 'CLOSE' }] },
    },
    // nothing to print (S1 §8): a QA scenario answers the multi print with an empty tempPdf
    emptied: { makeTempPdf: 1 },
    // fewer paths than when it was entered on page 1 (62): the walks of the two worlds now share
    // their first steps; one transition more runs live (the page past the end)
    minimumPaths: 56,
    liveEvent: onLiveRows,
  },
  serialize: (snapshot) => {
    const c = ctx(snapshot)
    return {
      value: snapshot.value,
      session: c.session !== null,
      page: c.page,
      rows: c.data === null ? 'none' : c.data.items.length > 0 ? 'rows' : 'empty',
      selected: c.selected.length > 0,
    }
  },
})
