import { describe, it, expect, vi } from 'vitest'
import { SimulatedClock, createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate'
import {
  dashboardMachine,
  type CheckupListInput,
  type CustomerListInput,
} from './dashboard-machine'
import type { DashboardView } from '../domain/view'
import { singlePrintMachine } from './single-print-machine'
import { shippingInfoMachine } from './shipping-info-machine'
import { ApiError } from '../../../shared/services/api-error'
import type { CheckupPage } from '../services/contract'
import type { DownloadedFile } from '../../../shared/services/http-client'
import { countReports, type CheckupItem } from '../domain/checkup'
import type { DateRange } from '../../../shared/domain/dates'
import type { Message } from '../../../shared/domain/messages'
import type { PickedAddress, ShippingFields } from '../domain/shipping'
import type { SessionUser } from '../../../shared/domain/user'
import { fc0001Session } from '../../../../tests/support/sessions'
import { deferred } from '../../../../tests/support/deferred'
import {
  pickReversedRanges,
  REVERSED_PICK_NOTICES,
  REVERSED_PICKS_RANGE,
} from '../../../../tests/support/reversed-range'
import { viewInput, viewKeeping } from '../../../../tests/support/list-view-wiring'

const TODAY = new Date(2026, 10, 22)
const DEFAULT_RANGE: DateRange = { start: '20260522', end: '20261122' }
/** the list order of S1 §4, which every list asks for until the user sorts */
const NEWEST = { sort: 'created', order: 'desc' } as const

const session: SessionUser = fc0001Session

/** 30 checkups: pdfPrint N for every fifth; another FC's customer for every seventh. */
const ITEMS: CheckupItem[] = Array.from({ length: 30 }, (_, i) => {
  const n = i + 1
  return {
    checkupNo: n,
    created: `202611${String((n % 20) + 1).padStart(2, '0')}`,
    userName: n % 2 ? `홍길동${n}` : `김영희${n}`,
    userId: `app-${n}`,
    gender: n % 2 ? 1 : 2,
    birthday: '19800101',
    reportType: n % 3 ? 'F' : 'S',
    role: 'RM',
    branchName: '강남지점',
    branchCode: 'B001',
    employeeName: '김설계',
    employeeId: n % 7 ? 'fc0001' : 'fc0999',
    address: `서울특별시 강남구 테헤란로 ${n}`,
    detailAddress: `${n}호`,
    postalCode: '06000',
    telephone: '010-1234-5678',
    pdfPrint: n % 5 ? 'Y' : 'N',
    print: 'N',
  }
})
const PAGE1_CHECKABLE = ITEMS.slice(0, 25)
  .filter((i) => i.pdfPrint === 'Y')
  .map((i) => i.checkupNo)

type ListQuery = CheckupListInput

/**
 * The query the list is first asked with (S1 §4: the six months to today, no name, page 1 of 25
 * rows, newest first), but for what `over` changes.
 */
const listQuery = (over: Partial<ListQuery> = {}): ListQuery => ({
  ...DEFAULT_RANGE,
  name: '',
  page: 1,
  size: 25,
  ...NEWEST,
  ...over,
})

const pageOf = async (q: ListQuery): Promise<CheckupPage> => {
  const filtered = ITEMS.filter((i) => i.userName.includes(q.name))
  return {
    items: filtered.slice((q.page - 1) * q.size, q.page * q.size),
    total: filtered.length,
    page: q.page,
    size: q.size,
    counts: countReports(filtered),
  }
}

const apiError = (status: number, operation = 'checkupList') =>
  new ApiError({ status, message: `HTTP ${status}`, kind: 'http', operation })

const fileOf = (fileName: string): DownloadedFile => ({ blob: new Blob(['x']), fileName })

interface Fakes {
  refreshSession?: () => Promise<SessionUser | null>
  list?: (q: ListQuery) => Promise<CheckupPage>
  excel?: (query: CustomerListInput) => Promise<DownloadedFile>
  makeTempPdf?: (input: { checkupNos: number[] }) => Promise<string>
  pdfZip?: (input: { checkupNos: number[]; range: DateRange }) => Promise<DownloadedFile>
  makeSingle?: (input: { checkupNo: number }) => Promise<string>
  searchAddress?: () => Promise<PickedAddress | null>
  changeAddress?: (input: { checkupNo: number; fields: ShippingFields }) => Promise<void>
  clock?: SimulatedClock
  view?: DashboardView
  hidden?: string[]
  /** the session the portal holds as the page opens */
  session?: SessionUser
}

function start(fakes: Fakes = {}) {
  const refreshSession = vi.fn(fakes.refreshSession ?? (async () => session))
  const list = vi.fn(fakes.list ?? pageOf)
  const excel = vi.fn(fakes.excel ?? (async () => fileOf('customer_list.xlsx')))
  const makeTempPdf = vi.fn(fakes.makeTempPdf ?? (async () => 'multi-tmp'))
  const pdfZip = vi.fn(fakes.pdfZip ?? (async () => fileOf('pdf_list.zip')))
  const makeSingle = vi.fn(fakes.makeSingle ?? (async () => 'single-tmp'))
  const searchAddress = vi.fn(fakes.searchAddress ?? (async () => null))
  const changeAddress = vi.fn(fakes.changeAddress ?? (async () => {}))
  const navigate = vi.fn<(to: string) => void>()
  const notify = vi.fn<(message: Message, tone?: string) => void>()
  const saveFile = vi.fn<(file: DownloadedFile) => void>()
  const openPrintView = vi.fn<(tempPdf: string) => void>()
  const { keepView, keepColumns, actions: keeping } = viewKeeping()
  const childOpenPrintView = vi.fn<(tempPdf: string) => void>()
  const childNotify = vi.fn<(message: Message) => void>()
  const machine = dashboardMachine.provide({
    actors: {
      refreshSession: fromPromise(() => refreshSession()),
      list: fromPromise<CheckupPage, ListQuery>(({ input }) => list(input)),
      excel: fromPromise<DownloadedFile, CustomerListInput>(({ input }) => excel(input)),
      makeTempPdf: fromPromise<string, { checkupNos: number[] }>(({ input }) => makeTempPdf(input)),
      pdfZip: fromPromise<DownloadedFile, { checkupNos: number[]; range: DateRange }>(({ input }) =>
        pdfZip(input),
      ),
      singlePrint: singlePrintMachine.provide({
        actors: {
          makeSingle: fromPromise<string, { checkupNo: number }>(({ input }) => makeSingle(input)),
        },
        actions: {
          notify: (_, params) => childNotify(params.message),
          openPrintView: (_, params) => childOpenPrintView(params.tempPdf),
        },
      }),
      shippingInfo: shippingInfoMachine.provide({
        actors: {
          searchAddress: fromPromise(() => searchAddress()),
          changeAddress: fromPromise<void, { checkupNo: number; fields: ShippingFields }>(
            ({ input }) => changeAddress(input),
          ),
        },
        actions: { notify: (_, params) => childNotify(params.message) },
      }),
    },
    actions: {
      navigate: (_, params) => navigate(params.to),
      notify: (_, params) => notify(params.message, params.tone),
      saveFile: (_, params) => saveFile(params.file),
      openPrintView: (_, params) => openPrintView(params.tempPdf),
      ...keeping,
    },
  })
  const actor = createActor(machine, {
    input: {
      today: TODAY,
      ...viewInput(fakes),
      ...(fakes.session ? { session: fakes.session } : {}),
    },
    ...(fakes.clock ? { clock: fakes.clock } : {}),
  }).start()
  return {
    actor,
    refreshSession,
    list,
    excel,
    makeTempPdf,
    pdfZip,
    makeSingle,
    searchAddress,
    changeAddress,
    navigate,
    notify,
    saveFile,
    openPrintView,
    keepView,
    keepColumns,
    childOpenPrintView,
    childNotify,
  }
}

type Dashboard = ReturnType<typeof start>['actor']

const listReady = (actor: Dashboard) =>
  waitFor(actor, (s) => s.matches({ list: { active: 'ready' } }))
const jobIdle = (actor: Dashboard) => waitFor(actor, (s) => s.matches({ job: 'idle' }))

/** Starts and waits for the first page. */
async function loaded(fakes: Fakes = {}) {
  const t = start(fakes)
  await listReady(t.actor)
  return t
}

describe('dashboardMachine load', () => {
  it('a null session navigates to /v2/Login and never lists', async () => {
    const { actor, navigate, list } = start({ refreshSession: async () => null })
    await waitFor(actor, (s) => s.matches({ list: 'leaving' }))
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith('/v2/Login')
    expect(list).not.toHaveBeenCalled()
  })

  it('takes a question to the session that fails for no sign-out: the page fails, and lists nothing (decision 079)', async () => {
    const missing = new Error('no session in this system')
    const { actor, navigate, list } = start({
      refreshSession: async () => {
        throw missing
      },
    })
    await expect(waitFor(actor, (s) => s.matches({ list: 'active' }))).rejects.toBe(missing)
    expect(navigate).not.toHaveBeenCalled()
    expect(list).not.toHaveBeenCalled()
  })

  it('a session loads page 1 of the default 6-month range with an empty name', async () => {
    const { actor, list, navigate } = await loaded()
    expect(list).toHaveBeenCalledTimes(1)
    expect(list).toHaveBeenCalledWith({
      start: '20260522',
      end: '20261122',
      page: 1,
      size: 25,
      ...NEWEST,
      name: '',
    })
    const { context } = actor.getSnapshot()
    expect(context.session).toEqual(session)
    expect(context.data?.items.map((i) => i.checkupNo)).toEqual(
      ITEMS.slice(0, 25).map((i) => i.checkupNo),
    )
    expect(context.data?.total).toBe(30)
    expect(navigate).not.toHaveBeenCalled()
  })
})

describe('dashboardMachine NAME.CHANGE debounce', () => {
  it('waits for 300 ms of quiet and then lists once with the last name, trimmed', async () => {
    const clock = new SimulatedClock()
    const { actor, list } = await loaded({ clock })
    expect(list).toHaveBeenCalledTimes(1)

    actor.send({ type: 'NAME.CHANGE', name: '홍' })
    clock.increment(150)
    actor.send({ type: 'NAME.CHANGE', name: '홍길' })
    clock.increment(149)
    actor.send({ type: 'NAME.CHANGE', name: '  홍길동1 ' })
    expect(actor.getSnapshot().matches({ list: { active: 'debouncing' } })).toBe(true)
    clock.increment(299)
    expect(list).toHaveBeenCalledTimes(1)

    clock.increment(1)
    expect(list).toHaveBeenCalledTimes(2)
    expect(list).toHaveBeenLastCalledWith(listQuery({ name: '홍길동1' }))
    const snap = await listReady(actor)
    expect(snap.context.data?.items.map((i) => i.userName)).toEqual([
      '홍길동1',
      '홍길동11',
      '홍길동13',
      '홍길동15',
      '홍길동17',
      '홍길동19',
    ])
    clock.increment(1000)
    expect(list).toHaveBeenCalledTimes(2)
  })

  it('a name search starts again at page 1', async () => {
    const clock = new SimulatedClock()
    const { actor, list } = await loaded({ clock })
    actor.send({ type: 'PAGE.CHANGE', page: 2 })
    await listReady(actor)
    actor.send({ type: 'NAME.CHANGE', name: '김' })
    clock.increment(300)
    expect(list).toHaveBeenLastCalledWith(listQuery({ name: '김' }))
  })
})

describe('dashboardMachine name search longer than the contract takes (decision 011)', () => {
  const long = '김'.repeat(51)

  it('51 characters are refused with their message, kept as typed, and nothing is asked', async () => {
    const clock = new SimulatedClock()
    const { actor, list } = await loaded({ clock })
    actor.send({ type: 'NAME.CHANGE', name: long })
    const snap = actor.getSnapshot()
    expect(snap.context.name).toBe(long)
    expect(snap.context.nameError).toEqual({
      key: 'dashboard.searchTooLong',
      params: { max: 50 },
    })
    clock.increment(1000)
    expect(list).toHaveBeenCalledTimes(1)
    // a reload, a page change or a range change asks for the last accepted search, never the long one
    actor.send({ type: 'RELOAD' })
    await listReady(actor)
    expect(list).toHaveBeenLastCalledWith(listQuery())
    expect(actor.getSnapshot().context.nameError?.key).toBe('dashboard.searchTooLong')
  })

  it('50 characters after trimming are searched, and the message goes', async () => {
    const clock = new SimulatedClock()
    const { actor, list } = await loaded({ clock })
    actor.send({ type: 'NAME.CHANGE', name: long })
    actor.send({ type: 'NAME.CHANGE', name: `  ${'김'.repeat(50)}  ` })
    expect(actor.getSnapshot().context.nameError).toBeNull()
    clock.increment(300)
    expect(list).toHaveBeenCalledTimes(2)
    expect(list).toHaveBeenLastCalledWith(listQuery({ name: '김'.repeat(50) }))
  })

  it('a refused search keeps the page and the rows of the last accepted one', async () => {
    const clock = new SimulatedClock()
    const { actor, list } = await loaded({ clock })
    actor.send({ type: 'PAGE.CHANGE', page: 2 })
    await listReady(actor)
    const before = actor.getSnapshot().context
    actor.send({ type: 'NAME.CHANGE', name: long })
    clock.increment(1000)
    expect(list).toHaveBeenCalledTimes(2)
    const after = actor.getSnapshot()
    expect(after.matches({ list: { active: 'ready' } })).toBe(true)
    expect(after.context.data).toBe(before.data)
    expect(after.context.page).toBe(2)
    expect(after.context.search).toBe('')
  })
})

describe('dashboardMachine RANGE.CHANGE', () => {
  it.each([
    ['end after today', { start: '20261101', end: '20261123' }],
    ['not a date', { start: '20261301', end: '20261120' }],
  ])('%s: notifies dateRange.invalid and keeps the range', async (_label, range) => {
    const { actor, list, notify } = await loaded()
    actor.send({ type: 'RANGE.CHANGE', range })
    expect(notify).toHaveBeenCalledTimes(1)
    expect(notify.mock.calls[0]?.[0].key).toBe('dateRange.invalid')
    expect(actor.getSnapshot().context.range).toEqual(DEFAULT_RANGE)
    expect(actor.getSnapshot().matches({ list: { active: 'ready' } })).toBe(true)
    expect(list).toHaveBeenCalledTimes(1)
  })

  it('a start picked after the end moves the end to it; an end picked before the start moves the start', async () => {
    const { actor, list, notify } = await loaded()
    actor.send({ type: 'RANGE.CHANGE', range: { start: '20261120', end: DEFAULT_RANGE.end } })
    await listReady(actor)
    actor.send({ type: 'RANGE.CHANGE', range: { start: '20261120', end: '20261122' } })
    await listReady(actor)
    await pickReversedRanges(actor, listReady)
    expect(list).toHaveBeenLastCalledWith(listQuery(REVERSED_PICKS_RANGE))
    // each move is said, with the day the other end took (issue 48: it was silent)
    expect(notify.mock.calls.map(([m]) => m)).toEqual(REVERSED_PICK_NOTICES)
  })

  it('a valid range lists it from page 1 and clears the selection', async () => {
    const { actor, list, notify } = await loaded()
    actor.send({ type: 'ROW.TOGGLE', checkupNo: 1 })
    actor.send({ type: 'PAGE.CHANGE', page: 2 })
    await listReady(actor)
    expect(actor.getSnapshot().context.selected).toEqual([1])

    const range = { start: '20261001', end: '20261122' }
    actor.send({ type: 'RANGE.CHANGE', range })
    const snap = await listReady(actor)
    expect(list).toHaveBeenLastCalledWith(listQuery(range))
    expect(snap.context.range).toEqual(range)
    expect(snap.context.page).toBe(1)
    expect(snap.context.selected).toEqual([])
    expect(notify).not.toHaveBeenCalled()
  })
})

describe('dashboardMachine PAGE.CHANGE', () => {
  it('ignores pages beyond the last, below 1 and the current page', async () => {
    const { actor, list } = await loaded()
    actor.send({ type: 'PAGE.CHANGE', page: 3 })
    actor.send({ type: 'PAGE.CHANGE', page: 1 })
    actor.send({ type: 'PAGE.CHANGE', page: 0 })
    expect(actor.getSnapshot().matches({ list: { active: 'ready' } })).toBe(true)
    expect(actor.getSnapshot().context.page).toBe(1)
    expect(list).toHaveBeenCalledTimes(1)
  })

  it('a valid page loads page 2', async () => {
    const { actor, list } = await loaded()
    actor.send({ type: 'PAGE.CHANGE', page: 2 })
    const snap = await listReady(actor)
    expect(list).toHaveBeenCalledTimes(2)
    expect(list).toHaveBeenLastCalledWith(listQuery({ page: 2 }))
    expect(snap.context.page).toBe(2)
    expect(snap.context.data?.items.map((i) => i.checkupNo)).toEqual([26, 27, 28, 29, 30])
  })

  it('a failed page change leaves the pager on the page whose rows are shown', async () => {
    const { actor } = await loaded({
      list: async (q) => {
        if (q.page === 2) throw apiError(500)
        return pageOf(q)
      },
    })
    actor.send({ type: 'PAGE.CHANGE', page: 2 })
    const snap = await waitFor(actor, (s) => s.matches({ list: { active: 'failed' } }))
    expect(snap.context.page).toBe(1)
    expect(snap.context.data?.page).toBe(1)
    expect(snap.context.error).not.toBeNull()
  })
})

describe('dashboardMachine selection', () => {
  it('ROW.TOGGLE checks and unchecks only checkable rows (pdfPrint Y)', async () => {
    const { actor } = await loaded()
    actor.send({ type: 'ROW.TOGGLE', checkupNo: 1 })
    actor.send({ type: 'ROW.TOGGLE', checkupNo: 5 })
    actor.send({ type: 'ROW.TOGGLE', checkupNo: 2 })
    expect(actor.getSnapshot().context.selected).toEqual([1, 2])
    actor.send({ type: 'ROW.TOGGLE', checkupNo: 1 })
    expect(actor.getSnapshot().context.selected).toEqual([2])
    actor.send({ type: 'ROW.TOGGLE', checkupNo: 26 })
    expect(actor.getSnapshot().context.selected).toEqual([2])
  })

  it('PAGE.TOGGLE selects every checkable row of the page; a second one deselects them', async () => {
    const { actor } = await loaded()
    actor.send({ type: 'PAGE.TOGGLE' })
    expect([...actor.getSnapshot().context.selected].sort((a, b) => a - b)).toEqual(PAGE1_CHECKABLE)
    expect(actor.getSnapshot().context.selected).not.toContain(5)
    actor.send({ type: 'PAGE.TOGGLE' })
    expect(actor.getSnapshot().context.selected).toEqual([])
  })

  it('the selection survives PAGE.CHANGE, and PAGE.TOGGLE on page 2 keeps page 1 rows', async () => {
    const { actor } = await loaded()
    actor.send({ type: 'ROW.TOGGLE', checkupNo: 3 })
    actor.send({ type: 'PAGE.CHANGE', page: 2 })
    await listReady(actor)
    expect(actor.getSnapshot().context.selected).toEqual([3])
    actor.send({ type: 'PAGE.TOGGLE' })
    expect(actor.getSnapshot().context.selected).toEqual([3, 26, 27, 28, 29])
    actor.send({ type: 'PAGE.TOGGLE' })
    expect(actor.getSnapshot().context.selected).toEqual([3])
  })
})

describe('dashboardMachine print and PDF', () => {
  it('PRINT.SELECTED with nothing selected notifies and does not make a temp PDF', async () => {
    const { actor, notify, makeTempPdf } = await loaded()
    actor.send({ type: 'PRINT.SELECTED' })
    expect(notify).toHaveBeenCalledTimes(1)
    expect(notify.mock.calls[0]?.[0].key).toBe('dashboard.selectForPrint')
    expect(actor.getSnapshot().matches({ job: 'idle' })).toBe(true)
    expect(makeTempPdf).not.toHaveBeenCalled()
  })

  it('PDF.DOWNLOAD with nothing selected notifies and does not zip', async () => {
    const { actor, notify, pdfZip } = await loaded()
    actor.send({ type: 'PDF.DOWNLOAD' })
    expect(notify).toHaveBeenCalledTimes(1)
    expect(notify.mock.calls[0]?.[0].key).toBe('dashboard.selectForPdf')
    expect(pdfZip).not.toHaveBeenCalled()
  })

  it('PRINT.SELECTED makes a temp PDF of the selection, opens it and reloads the list', async () => {
    const { actor, makeTempPdf, openPrintView, list } = await loaded()
    actor.send({ type: 'ROW.TOGGLE', checkupNo: 1 })
    actor.send({ type: 'ROW.TOGGLE', checkupNo: 2 })
    actor.send({ type: 'PRINT.SELECTED' })
    expect(actor.getSnapshot().matches({ job: 'multiPrint' })).toBe(true)
    await jobIdle(actor)
    expect(makeTempPdf).toHaveBeenCalledTimes(1)
    expect(makeTempPdf).toHaveBeenCalledWith({ checkupNos: [1, 2] })
    expect(openPrintView).toHaveBeenCalledTimes(1)
    expect(openPrintView).toHaveBeenCalledWith('multi-tmp')
    await listReady(actor)
    expect(list).toHaveBeenCalledTimes(2)
    expect(list).toHaveBeenLastCalledWith(listQuery())
  })

  it("an empty temp PDF ('') shows job 'empty' until EMPTY.CLOSE and opens nothing", async () => {
    const { actor, openPrintView, list } = await loaded({ makeTempPdf: async () => '' })
    actor.send({ type: 'ROW.TOGGLE', checkupNo: 1 })
    actor.send({ type: 'PRINT.SELECTED' })
    await waitFor(actor, (s) => s.matches({ job: 'empty' }))
    actor.send({ type: 'EXCEL.DOWNLOAD' })
    expect(actor.getSnapshot().matches({ job: 'empty' })).toBe(true)
    actor.send({ type: 'EMPTY.CLOSE' })
    expect(actor.getSnapshot().matches({ job: 'idle' })).toBe(true)
    expect(openPrintView).not.toHaveBeenCalled()
    expect(list).toHaveBeenCalledTimes(1)
  })

  it('a 405 from the temp PDF notifies print.expired and opens nothing', async () => {
    const { actor, notify, openPrintView } = await loaded({
      makeTempPdf: async () => {
        throw apiError(405, 'makeTempPDF')
      },
    })
    actor.send({ type: 'ROW.TOGGLE', checkupNo: 1 })
    actor.send({ type: 'PRINT.SELECTED' })
    await waitFor(actor, () => notify.mock.calls.length > 0)
    expect(actor.getSnapshot().matches({ job: 'idle' })).toBe(true)
    expect(notify.mock.calls[0]?.[0].key).toBe('print.expired')
    expect(openPrintView).not.toHaveBeenCalled()
  })

  it('PDF.DOWNLOAD zips the selection with the range and saves the file', async () => {
    const file = fileOf('pdf_list_20261001_20261122.zip')
    const { actor, pdfZip, saveFile } = await loaded({ pdfZip: async () => file })
    const range = { start: '20261001', end: '20261122' }
    actor.send({ type: 'RANGE.CHANGE', range })
    await listReady(actor)
    actor.send({ type: 'ROW.TOGGLE', checkupNo: 4 })
    actor.send({ type: 'ROW.TOGGLE', checkupNo: 3 })
    actor.send({ type: 'PDF.DOWNLOAD' })
    await waitFor(actor, () => saveFile.mock.calls.length > 0)
    expect(pdfZip).toHaveBeenCalledTimes(1)
    expect(pdfZip).toHaveBeenCalledWith({ checkupNos: [4, 3], range })
    expect(saveFile).toHaveBeenCalledWith(file)
    expect(actor.getSnapshot().matches({ job: 'idle' })).toBe(true)
  })

  it('PDF.ONE zips one checkable row; on a pdfPrint N row it is ignored', async () => {
    const { actor, pdfZip, saveFile } = await loaded()
    actor.send({ type: 'PDF.ONE', checkupNo: 5 })
    expect(actor.getSnapshot().matches({ job: 'idle' })).toBe(true)
    expect(pdfZip).not.toHaveBeenCalled()
    actor.send({ type: 'PDF.ONE', checkupNo: 6 })
    await waitFor(actor, () => saveFile.mock.calls.length > 0)
    expect(pdfZip).toHaveBeenCalledTimes(1)
    expect(pdfZip).toHaveBeenCalledWith({ checkupNos: [6], range: DEFAULT_RANGE })
  })

  it('one job at a time: clicks during a pending Excel download call nothing more', async () => {
    const pending = deferred<DownloadedFile>()
    const { actor, excel, makeTempPdf, saveFile } = await loaded({
      excel: () => pending.promise,
    })
    actor.send({ type: 'ROW.TOGGLE', checkupNo: 1 })
    actor.send({ type: 'EXCEL.DOWNLOAD' })
    actor.send({ type: 'EXCEL.DOWNLOAD' })
    actor.send({ type: 'PRINT.SELECTED' })
    actor.send({ type: 'PDF.DOWNLOAD' })
    expect(actor.getSnapshot().matches({ job: 'excel' })).toBe(true)
    expect(excel).toHaveBeenCalledTimes(1)
    expect(excel).toHaveBeenCalledWith({
      ...DEFAULT_RANGE,
      name: '',
      sort: 'created',
      order: 'desc',
    })
    expect(makeTempPdf).not.toHaveBeenCalled()

    const file = fileOf('customer_list_20260522_20261122.xlsx')
    pending.resolve(file)
    await jobIdle(actor)
    expect(saveFile).toHaveBeenCalledTimes(1)
    expect(saveFile).toHaveBeenCalledWith(file)
    expect(excel).toHaveBeenCalledTimes(1)
    expect(makeTempPdf).not.toHaveBeenCalled()
  })
})

describe('dashboardMachine list failure', () => {
  it('a 403 gives common.noPermission and list failed; RELOAD retries', async () => {
    let fail = true
    const { actor, list } = start({
      list: async (q) => {
        if (fail) throw apiError(403)
        return pageOf(q)
      },
    })
    const failed = await waitFor(actor, (s) => s.matches({ list: { active: 'failed' } }))
    expect(failed.context.error?.key).toBe('common.noPermission')
    expect(failed.context.data).toBeNull()

    fail = false
    actor.send({ type: 'RELOAD' })
    const snap = await listReady(actor)
    expect(list).toHaveBeenCalledTimes(2)
    expect(snap.context.error).toBeNull()
    expect(snap.context.data?.total).toBe(30)
  })
})

type SinglePrintRef = ActorRefFrom<typeof singlePrintMachine>
type ShippingRef = ActorRefFrom<typeof shippingInfoMachine>

describe('dashboardMachine child machines', () => {
  it('PRINT.ONE runs the single print; after it prints, the list reloads', async () => {
    const { actor, makeSingle, childOpenPrintView, list } = await loaded()
    actor.send({ type: 'PRINT.ONE', checkupNo: 1 })
    const snap = actor.getSnapshot()
    expect(snap.matches({ job: 'singlePrint' })).toBe(true)
    const child = snap.children.singlePrint as SinglePrintRef | undefined
    expect(child?.getSnapshot().value).toBe('consent')
    child!.send({ type: 'CONSENT.ACCEPT' })
    await jobIdle(actor)
    expect(makeSingle).toHaveBeenCalledWith({ checkupNo: 1 })
    expect(childOpenPrintView).toHaveBeenCalledWith('single-tmp')
    await listReady(actor)
    expect(list).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().children.singlePrint).toBeUndefined()
  })

  it('PRINT.ONE declined returns to idle without reloading', async () => {
    const { actor, makeSingle, childNotify, list } = await loaded()
    actor.send({ type: 'PRINT.ONE', checkupNo: 2 })
    const child = actor.getSnapshot().children.singlePrint as SinglePrintRef
    child.send({ type: 'CONSENT.DECLINE' })
    expect(actor.getSnapshot().matches({ job: 'idle' })).toBe(true)
    expect(childNotify.mock.calls[0]?.[0].key).toBe('print.declined')
    expect(makeSingle).not.toHaveBeenCalled()
    expect(actor.getSnapshot().matches({ list: { active: 'ready' } })).toBe(true)
    expect(list).toHaveBeenCalledTimes(1)
  })

  it('PRINT.ONE on a row without a report (pdfPrint N) asks nothing: no consent before "no data"', async () => {
    const { actor, makeSingle, childNotify, list } = await loaded()
    actor.send({ type: 'PRINT.ONE', checkupNo: 5 })
    expect(actor.getSnapshot().matches({ job: 'idle' })).toBe(true)
    expect(actor.getSnapshot().children.singlePrint).toBeUndefined()
    expect(childNotify).not.toHaveBeenCalled()
    expect(makeSingle).not.toHaveBeenCalled()
    expect(list).toHaveBeenCalledTimes(1)
  })

  it("PRINT.ONE on another FC's customer is refused by the child and reloads nothing", async () => {
    const { actor, makeSingle, childNotify, list } = await loaded()
    actor.send({ type: 'PRINT.ONE', checkupNo: 7 })
    expect(actor.getSnapshot().matches({ job: 'idle' })).toBe(true)
    expect(childNotify.mock.calls[0]?.[0].key).toBe('print.notOwner')
    expect(makeSingle).not.toHaveBeenCalled()
    expect(list).toHaveBeenCalledTimes(1)
  })

  it('SHIPPING.OPEN opens the shipping child; a successful save reloads the list', async () => {
    const { actor, changeAddress, list } = await loaded()
    actor.send({ type: 'SHIPPING.OPEN', checkupNo: 3 })
    const snap = actor.getSnapshot()
    expect(snap.matches({ job: 'shipping' })).toBe(true)
    expect(snap.context.shippingFor?.checkupNo).toBe(3)
    const child = snap.children.shippingInfo as ShippingRef
    expect(child.getSnapshot().context.fields.address).toBe('서울특별시 강남구 테헤란로 3')
    child.send({ type: 'SUBMIT' })
    await jobIdle(actor)
    expect(changeAddress).toHaveBeenCalledTimes(1)
    expect(changeAddress.mock.calls[0]?.[0].checkupNo).toBe(3)
    expect(actor.getSnapshot().context.shippingFor).toBeNull()
    await listReady(actor)
    expect(list).toHaveBeenCalledTimes(2)
  })

  it('SHIPPING.OPEN then CLOSE returns to idle without reloading', async () => {
    const { actor, changeAddress, list } = await loaded()
    actor.send({ type: 'SHIPPING.OPEN', checkupNo: 3 })
    const child = actor.getSnapshot().children.shippingInfo as ShippingRef
    child.send({ type: 'CLOSE' })
    const snap = actor.getSnapshot()
    expect(snap.matches({ job: 'idle' })).toBe(true)
    expect(snap.matches({ list: { active: 'ready' } })).toBe(true)
    expect(snap.context.shippingFor).toBeNull()
    expect(changeAddress).not.toHaveBeenCalled()
    expect(list).toHaveBeenCalledTimes(1)
  })
})

describe('dashboardMachine before the user is known', () => {
  it('filters sent while the session refresh runs do not cancel it or list without a user', async () => {
    const pending = deferred<SessionUser | null>()
    const { actor, list, navigate } = start({ refreshSession: () => pending.promise })
    actor.send({ type: 'RANGE.CHANGE', range: { start: '20261001', end: '20261101' } })
    actor.send({ type: 'NAME.CHANGE', name: '김' })
    actor.send({ type: 'RELOAD' })
    expect(actor.getSnapshot().matches({ list: 'refreshingSession' })).toBe(true)
    pending.resolve(null)
    await waitFor(actor, (s) => s.matches({ list: 'leaving' }))
    expect(navigate).toHaveBeenCalledWith('/v2/Login')
    expect(list).not.toHaveBeenCalled()
  })

  it('a RELOAD after leaving for the login page does not list', async () => {
    const { actor, list } = start({ refreshSession: async () => null })
    await waitFor(actor, (s) => s.matches({ list: 'leaving' }))
    actor.send({ type: 'RELOAD' })
    actor.send({ type: 'PAGE.CHANGE', page: 2 })
    expect(list).not.toHaveBeenCalled()
  })
})

describe('dashboardMachine: a view that is remembered (issue 31)', () => {
  const VIEW: DashboardView = {
    range: { start: '20260901', end: '20261031' },
    name: '홍길동',
    page: 2,
    sort: { key: 'userName', order: 'asc' },
  }

  it('starts with the view it is given and asks the list for it', async () => {
    // every row matches here, so page 2 has rows
    const { actor, list, keepView } = await loaded({
      view: VIEW,
      list: (q) => pageOf({ ...q, name: '' }),
    })
    expect(list).toHaveBeenCalledWith({
      start: '20260901',
      end: '20261031',
      name: '홍길동',
      page: 2,
      size: 25,
      sort: 'userName',
      order: 'asc',
    })
    expect(actor.getSnapshot().context).toMatchObject({ name: '홍길동', search: '홍길동', page: 2 })
    expect(keepView).toHaveBeenLastCalledWith(
      'start=20260901&end=20261031&name=%ED%99%8D%EA%B8%B8%EB%8F%99&page=2&sort=userName&order=asc',
    )
  })

  it('keeps nothing for the defaults: the address and the memory stay empty', async () => {
    const { keepView } = await loaded()
    expect(keepView).toHaveBeenCalledTimes(1)
    expect(keepView).toHaveBeenLastCalledWith('')
  })

  it('sorts on the server: another column from its first order, the same again the other way, from page 1', async () => {
    const { actor, list, keepView } = await loaded({ view: { ...VIEW, name: '' } })
    actor.send({ type: 'SORT.CHANGE', key: 'birthday' })
    await listReady(actor)
    expect(list).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: 'birthday', order: 'asc', page: 1 }),
    )
    actor.send({ type: 'SORT.CHANGE', key: 'birthday' })
    await listReady(actor)
    expect(list).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: 'birthday', order: 'desc', page: 1 }),
    )
    actor.send({ type: 'SORT.CHANGE', key: 'created' })
    await listReady(actor)
    expect(list).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: 'created', order: 'desc' }),
    )
    actor.send({ type: 'SORT.CHANGE', key: 'userName', order: 'desc' })
    await listReady(actor)
    expect(list).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: 'userName', order: 'desc' }),
    )
    expect(keepView).toHaveBeenLastCalledWith(
      'start=20260901&end=20261031&sort=userName&order=desc',
    )
  })

  it('ignores a key the contract does not take', async () => {
    const { actor, list } = await loaded()
    const calls = list.mock.calls.length
    actor.send({ type: 'SORT.CHANGE', key: 'telephone' })
    expect(actor.getSnapshot().matches({ list: { active: 'ready' } })).toBe(true)
    expect(list).toHaveBeenCalledTimes(calls)
    expect(actor.getSnapshot().context.sort).toEqual({ key: 'created', order: 'desc' })
  })

  it('resets to the specs’ defaults in one step: six months, no name, page 1, newest first', async () => {
    const { actor, list, keepView } = await loaded({ view: VIEW })
    actor.send({ type: 'VIEW.RESET' })
    await listReady(actor)
    expect(list).toHaveBeenLastCalledWith(listQuery())
    expect(actor.getSnapshot().context).toMatchObject({ name: '', search: '', nameError: null })
    expect(keepView).toHaveBeenLastCalledWith('')
  })

  it('hides and shows columns and tells the wiring each time', async () => {
    const { actor, keepColumns } = await loaded({ hidden: ['gender'] })
    actor.send({ type: 'COLUMN.TOGGLE', column: 'birthday' })
    expect(actor.getSnapshot().context.hidden).toEqual(['gender', 'birthday'])
    expect(keepColumns).toHaveBeenLastCalledWith(['gender', 'birthday'])
    actor.send({ type: 'COLUMN.TOGGLE', column: 'gender' })
    expect(actor.getSnapshot().context.hidden).toEqual(['birthday'])
    expect(keepColumns).toHaveBeenLastCalledWith(['birthday'])
  })

  it('downloads the list as the screen shows it: name and order', async () => {
    const { actor, excel } = await loaded({ view: VIEW })
    actor.send({ type: 'EXCEL.DOWNLOAD' })
    await jobIdle(actor)
    expect(excel).toHaveBeenCalledWith({
      start: '20260901',
      end: '20261031',
      name: '홍길동',
      sort: 'userName',
      order: 'asc',
    })
  })
})

describe('the session as the page opens', () => {
  it("the portal's session draws the toolbar and columns at once; the refreshed one replaces it", async () => {
    let answer!: (s: SessionUser | null) => void
    const refreshed: SessionUser = { ...session, print: false }
    const { actor } = start({
      session,
      refreshSession: () => new Promise((resolve) => (answer = resolve)),
    })
    // before the server has answered (S1 §4 dashboard load), what the session allows is known
    expect(actor.getSnapshot().context.session).toBe(session)
    answer(refreshed)
    await waitFor(actor, (s) => s.context.session === refreshed)
  })
})
