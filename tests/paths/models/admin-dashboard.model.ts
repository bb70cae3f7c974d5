import type { AnyMachineSnapshot } from 'xstate'
import {
  ADMIN_PAGE_SIZE,
  adminDashboardMachine,
  type AdminDashboardContext,
} from '../../../src/features/admin-dashboard/machines/admin-dashboard-machine'
import { ERRORS } from '../../../src/features/admin-dashboard/domain/errors'
import { defaultAdminView } from '../../../src/features/admin-dashboard/domain/view'
import type { AdminCheckupRow } from '../../../src/features/admin-dashboard/domain/admin-checkup'
import { mountAdminDashboard } from '../../../src/features/admin-dashboard/screens'
import { PATHS } from '../../../src/shared/domain/routes'
import type { PageEntry } from '../../../src/shared/views/feature'
import { defineModel, failuresOf } from '../model'

const TODAY = new Date(2026, 10, 22)

const row = (id: number): AdminCheckupRow => ({
  id,
  company: '한빛생명',
  fcCode: `FC${id}`,
  status: id % 2 ? 'D' : 'B',
  name: `홍길동${id}`,
  gender: 1,
  regDate: '20261101',
  pdfPath: id % 2 ? `/pdf/${id}.pdf` : null,
})

/** one row more than a page: two pages (adminp's last month in the mock: 41 rows) */
const TWO_PAGES = Array.from({ length: ADMIN_PAGE_SIZE + 1 }, (_, i) => row(i + 1))
/** one page, one row (a list that has shrunk since page 2 was shown) */
const ONE_ROW = [row(1)]

/** a checkup of adminp's list in the mock that has its PDF */
const WITH_PDF = 34

const file = { blob: new Blob(['%PDF']), fileName: `checkup_${WITH_PDF}.pdf` }

/** the route entered (its actor's logic is the same for every entry: the input is the walk's) */
const ENTRY: PageEntry = {
  routeId: 'adminDashboard',
  path: PATHS.adminDashboard,
  params: {},
  search: new URLSearchParams(),
  session: null,
  today: TODAY,
}

const ctx = (s: AnyMachineSnapshot) => s.context as AdminDashboardContext

/** the range, the grid's sort, columns and pager, the reset and the retry */
const listEvents = [
  { type: 'RANGE.CHANGE', range: { start: '20261101', end: '20261123' } }, // ends after today
  { type: 'RANGE.CHANGE', range: { start: '20261120', end: '20261001' } }, // reversed: moved
  { type: 'RANGE.CHANGE', range: { start: '20261001', end: '20261122' } },
  { type: 'RELOAD' },
  { type: 'SORT.CHANGE', key: 'name' },
  { type: 'SORT.CHANGE', key: 'pdfPath' }, // not a sort key
  { type: 'COLUMN.TOGGLE', column: 'company' },
  { type: 'PAGE.CHANGE', page: 0 }, // before the first: page 1
  { type: 'PAGE.CHANGE', page: 2 },
  { type: 'PAGE.CHANGE', page: 3 }, // past the last: the last
  { type: 'VIEW.RESET' },
] as const

/**
 * The admin dashboard (S2 §2.6, §4): the list of a range (two pages, one row, none, and its
 * failures), paged and sorted on the client, the PDF of a row. The context is kept to the page
 * and the pages the rows fill, which the list's answer decides by.
 */
export default defineModel({
  machine: adminDashboardMachine,
  // entered on a remembered page 2 (an address or the user's memory), so a list that has shrunk
  // under it is met
  input: { today: TODAY, userId: 'adminp', view: { ...defaultAdminView(TODAY), page: 2 } },
  events: (snapshot) => [
    ...listEvents,
    // a row's menu: its PDF
    ...(snapshot.matches({ list: 'ready', download: 'idle' }) && ctx(snapshot).rows.length > 0
      ? [{ type: 'PDF.DOWNLOAD', id: WITH_PDF } as const]
      : []),
  ],
  answers: {
    adminList: {
      outputs: [TWO_PAGES, ONE_ROW, []],
      failures: failuresOf(ERRORS.adminList),
      shows: { row: ERRORS.adminList, read: (s) => ctx(s).error },
    },
    adminPdf: { outputs: [file], failures: failuresOf(ERRORS.adminPdf) },
  },
  serialize: (snapshot) => {
    const c = ctx(snapshot)
    return {
      value: snapshot.value,
      page: c.page,
      pages: Math.ceil(c.rows.length / ADMIN_PAGE_SIZE),
    }
  },
  live: {
    account: 'adminp',
    wire: (ctx) =>
      mountAdminDashboard(ctx)
        .actors(ENTRY)
        .adminDashboard.logic.provide({
          actions: { notify: () => {}, saveFile: () => {} },
        }),
    operations: { adminList: 'adminList', adminPdf: 'adminPdf' },
    // the page past the end of a list that shrank under it: a QA scenario empties the next answer
    emptied: { adminList: 2 },
    minimumPaths: 21,
  },
})
