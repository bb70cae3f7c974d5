import { describe, it, expect, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { adminDashboardMachine } from './admin-dashboard-machine'
import { ApiError } from '../../../shared/services/api-error'
import type { AdminCheckupRow } from '../domain/admin-checkup'
import { defaultAdminRange, type DateRange } from '../../../shared/domain/dates'
import type { Message } from '../../../shared/domain/messages'
import type { DownloadedFile } from '../../../shared/services/http-client'
import { deferred } from '../../../../tests/support/deferred'
import {
  pickReversedRanges,
  REVERSED_PICK_NOTICES,
  REVERSED_PICKS_RANGE,
} from '../../../../tests/support/reversed-range'
import { viewInput, viewKeeping } from '../../../../tests/support/list-view-wiring'
import type { AdminDashboardView } from '../domain/view'

const TODAY = new Date(2026, 10, 22)

/** as the server answers: newest registration first */
const ROWS: AdminCheckupRow[] = [
  {
    id: 12,
    company: '한빛생명',
    fcCode: 'FC12',
    status: 'B',
    name: '김영희',
    gender: 2,
    regDate: '20261105',
    pdfPath: null,
  },
  {
    id: 11,
    company: '한빛생명',
    fcCode: 'FC11',
    status: 'D',
    name: '홍길동',
    gender: 1,
    regDate: '20261101',
    pdfPath: '/pdf/11.pdf',
  },
]

const apiError = (status: number, operation: string) =>
  new ApiError({ status, message: `HTTP ${status}`, kind: 'http', operation })

const fileOf = (fileName: string): DownloadedFile => ({ blob: new Blob(['%PDF']), fileName })

interface Fakes {
  adminList?: (range: DateRange) => Promise<AdminCheckupRow[]>
  adminPdf?: (input: { id: number }) => Promise<DownloadedFile>
  /** the view to start with (issue 31) */
  view?: AdminDashboardView
  hidden?: string[]
}

function start(fakes: Fakes = {}) {
  const adminList = vi.fn(fakes.adminList ?? (async () => ROWS))
  const adminPdf = vi.fn(fakes.adminPdf ?? (async () => fileOf('11.pdf')))
  const notify = vi.fn<(message: Message, tone?: string) => void>()
  const saveFile = vi.fn<(file: DownloadedFile) => void>()
  const { keepView, keepColumns, actions: keeping } = viewKeeping()
  const machine = adminDashboardMachine.provide({
    actors: {
      adminList: fromPromise<AdminCheckupRow[], DateRange>(({ input }) => adminList(input)),
      adminPdf: fromPromise<DownloadedFile, { id: number }>(({ input }) => adminPdf(input)),
    },
    actions: {
      notify: (_, params) => notify(params.message, params.tone),
      saveFile: (_, params) => saveFile(params.file),
      ...keeping,
    },
  })
  const actor = createActor(machine, {
    input: {
      today: TODAY,
      ...viewInput(fakes),
    },
  }).start()
  return { actor, adminList, adminPdf, notify, saveFile, keepView, keepColumns }
}

type Admin = ReturnType<typeof start>['actor']
const listSettled = (actor: Admin) =>
  waitFor(actor, (s) => s.matches({ list: 'ready' }) || s.matches({ list: 'failed' }))

describe('adminDashboardMachine list', () => {
  it('loads the last month to today (defaultAdminRange of the input today)', async () => {
    const { actor, adminList } = start()
    const snap = await listSettled(actor)
    expect(adminList).toHaveBeenCalledTimes(1)
    expect(adminList).toHaveBeenCalledWith({ start: '20261022', end: '20261122' })
    expect(snap.matches({ list: 'ready' })).toBe(true)
    expect(snap.context.range).toEqual({ start: '20261022', end: '20261122' })
    expect(snap.context.rows).toEqual(ROWS)
    expect(snap.context.error).toBeNull()
  })

  it('a 403 gives common.noPermission', async () => {
    const { actor } = start({
      adminList: async () => {
        throw apiError(403, 'adminList')
      },
    })
    const snap = await listSettled(actor)
    expect(snap.matches({ list: 'failed' })).toBe(true)
    expect(snap.context.error?.key).toBe('common.noPermission')
    expect(snap.context.rows).toEqual([])
  })

  it('a 400 gives admin.invalidParam', async () => {
    const { actor } = start({
      adminList: async () => {
        throw apiError(400, 'adminList')
      },
    })
    const snap = await listSettled(actor)
    expect(snap.matches({ list: 'failed' })).toBe(true)
    expect(snap.context.error?.key).toBe('admin.invalidParam')
  })

  it('RELOAD after a failure loads again and clears the error', async () => {
    let fail = true
    const { actor, adminList } = start({
      adminList: async () => {
        if (fail) throw apiError(500, 'adminList')
        return ROWS
      },
    })
    await listSettled(actor)
    fail = false
    actor.send({ type: 'RELOAD' })
    const snap = await waitFor(actor, (s) => s.matches({ list: 'ready' }))
    expect(adminList).toHaveBeenCalledTimes(2)
    expect(snap.context.error).toBeNull()
    expect(snap.context.rows).toEqual(ROWS)
  })
})

describe('adminDashboardMachine PDF download', () => {
  it('PDF.DOWNLOAD calls adminPdf with the id and saves the file', async () => {
    const file = fileOf('report_11.pdf')
    const { actor, adminPdf, saveFile, notify } = start({ adminPdf: async () => file })
    await listSettled(actor)
    actor.send({ type: 'PDF.DOWNLOAD', id: 11 })
    expect(actor.getSnapshot().matches({ download: 'downloading' })).toBe(true)
    await waitFor(actor, (s) => s.matches({ download: 'idle' }))
    expect(adminPdf).toHaveBeenCalledTimes(1)
    expect(adminPdf).toHaveBeenCalledWith({ id: 11 })
    expect(saveFile).toHaveBeenCalledTimes(1)
    expect(saveFile).toHaveBeenCalledWith(file)
    expect(notify).not.toHaveBeenCalled()
  })

  it('adminPdf rejecting 400 notifies admin.invalidAccess and saves nothing', async () => {
    const { actor, saveFile, notify } = start({
      adminPdf: async () => {
        throw apiError(400, 'adminPdf')
      },
    })
    await listSettled(actor)
    actor.send({ type: 'PDF.DOWNLOAD', id: 11 })
    await waitFor(actor, () => notify.mock.calls.length > 0)
    expect(actor.getSnapshot().matches({ download: 'idle' })).toBe(true)
    expect(notify).toHaveBeenCalledTimes(1)
    expect(notify.mock.calls[0]?.[0].key).toBe('admin.invalidAccess')
    expect(saveFile).not.toHaveBeenCalled()
  })

  it('a second PDF.DOWNLOAD while downloading is ignored', async () => {
    const pending = deferred<DownloadedFile>()
    const { actor, adminPdf, saveFile } = start({ adminPdf: () => pending.promise })
    await listSettled(actor)
    actor.send({ type: 'PDF.DOWNLOAD', id: 11 })
    actor.send({ type: 'PDF.DOWNLOAD', id: 12 })
    expect(adminPdf).toHaveBeenCalledTimes(1)
    expect(adminPdf).toHaveBeenCalledWith({ id: 11 })
    const file = fileOf('report_11.pdf')
    pending.resolve(file)
    await waitFor(actor, (s) => s.matches({ download: 'idle' }))
    expect(adminPdf).toHaveBeenCalledTimes(1)
    expect(saveFile).toHaveBeenCalledTimes(1)
    expect(saveFile).toHaveBeenCalledWith(file)
  })
})

/** `count` rows, one a day back from 20261121, names and companies in no order */
function manyRows(count: number): AdminCheckupRow[] {
  const names = ['하늘', '가을', '나무', '다람', '마루']
  return Array.from({ length: count }, (_, i) => ({
    id: 100 + i,
    company: i % 2 ? '한빛생명' : '가온생명',
    fcCode: `FC${100 + i}`,
    status: (['B', 'C', 'U', 'D', 'R'] as const)[i % 5]!,
    name: names[i % names.length]!,
    gender: ((i % 2) + 1) as 1 | 2,
    regDate: `202611${String(21 - (i % 20)).padStart(2, '0')}`,
    pdfPath: null,
  }))
}

describe('adminDashboardMachine: a view that is remembered (issue 31)', () => {
  const VIEW: AdminDashboardView = {
    range: { start: '20261001', end: '20261120' },
    page: 2,
    sort: { key: 'name', order: 'asc' },
  }

  it('starts with the view it is given: asks for its range, holds the rows sorted, on its page', async () => {
    const rows = manyRows(30)
    const { actor, adminList, keepView } = start({ view: VIEW, adminList: async () => rows })
    await listSettled(actor)
    expect(adminList).toHaveBeenCalledWith({ start: '20261001', end: '20261120' })
    const { context } = actor.getSnapshot()
    expect(context.page).toBe(2)
    expect(context.sort).toEqual({ key: 'name', order: 'asc' })
    const names = context.rows.map((r) => r.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ko')))
    expect(keepView).toHaveBeenLastCalledWith(
      'start=20261001&end=20261120&page=2&sort=name&order=asc',
    )
  })

  it('keeps nothing for the defaults: the address and the memory stay empty', async () => {
    const { actor, keepView } = start()
    await listSettled(actor)
    expect(keepView).toHaveBeenCalledTimes(1)
    expect(keepView).toHaveBeenLastCalledWith('')
  })

  it('sorts on the client both ways without asking the server again, from page 1', async () => {
    const rows = manyRows(30)
    const { actor, adminList, keepView } = start({ adminList: async () => rows })
    await listSettled(actor)
    actor.send({ type: 'PAGE.CHANGE', page: 2 })
    expect(keepView).toHaveBeenLastCalledWith('page=2')

    actor.send({ type: 'SORT.CHANGE', key: 'id' })
    let { context } = actor.getSnapshot()
    expect(context.sort).toEqual({ key: 'id', order: 'asc' })
    expect(context.page).toBe(1)
    expect(context.rows.map((r) => r.id)).toEqual(rows.map((r) => r.id).sort((a, b) => a - b))
    expect(keepView).toHaveBeenLastCalledWith('sort=id&order=asc')

    actor.send({ type: 'SORT.CHANGE', key: 'id' })
    context = actor.getSnapshot().context
    expect(context.rows.map((r) => r.id)).toEqual(rows.map((r) => r.id).sort((a, b) => b - a))
    expect(keepView).toHaveBeenLastCalledWith('sort=id&order=desc')

    // the status in its workflow order (B, C, U, D, R), ties in the server's order
    actor.send({ type: 'SORT.CHANGE', key: 'status', order: 'desc' })
    context = actor.getSnapshot().context
    expect(context.rows[0]!.status).toBe('R')
    expect(context.rows.at(-1)!.status).toBe('B')
    expect(context.rows.filter((r) => r.status === 'R').map((r) => r.id)).toEqual(
      rows.filter((r) => r.status === 'R').map((r) => r.id),
    )

    expect(adminList).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().matches({ list: 'ready' })).toBe(true)
  })

  it('ignores a key it does not sort by', async () => {
    const { actor, keepView } = start()
    await listSettled(actor)
    const told = keepView.mock.calls.length
    actor.send({ type: 'SORT.CHANGE', key: 'pdfPath' })
    expect(actor.getSnapshot().context.sort).toEqual({ key: 'regDate', order: 'desc' })
    expect(keepView).toHaveBeenCalledTimes(told)
  })

  it('a remembered page past the end of the list shows its last page and keeps that', async () => {
    const { actor, keepView } = start({
      view: { ...VIEW, page: 9 },
      adminList: async () => manyRows(30),
    })
    await listSettled(actor)
    expect(actor.getSnapshot().context.page).toBe(2)
    expect(keepView).toHaveBeenLastCalledWith(
      'start=20261001&end=20261120&page=2&sort=name&order=asc',
    )
  })

  it('resets to the specs’ defaults in one step: the last month, page 1, newest first', async () => {
    const { actor, adminList, keepView } = start({ view: VIEW, hidden: ['company'] })
    await listSettled(actor)
    actor.send({ type: 'VIEW.RESET' })
    await listSettled(actor)
    expect(adminList).toHaveBeenLastCalledWith(defaultAdminRange(TODAY))
    const { context } = actor.getSnapshot()
    expect(context).toMatchObject({ page: 1, sort: { key: 'regDate', order: 'desc' } })
    expect(context.rows).toEqual(ROWS)
    expect(keepView).toHaveBeenLastCalledWith('')
    // the column choice is the person's, not the list's: reset leaves it
    expect(context.hidden).toEqual(['company'])
  })

  it('a range change goes back to page 1 and keeps the view', async () => {
    const { actor, keepView } = start({ view: VIEW, adminList: async () => manyRows(30) })
    await listSettled(actor)
    actor.send({ type: 'RANGE.CHANGE', range: { start: '20261101', end: '20261120' } })
    await listSettled(actor)
    expect(actor.getSnapshot().context.page).toBe(1)
    expect(keepView).toHaveBeenLastCalledWith('start=20261101&end=20261120&sort=name&order=asc')
  })

  it('a reversed pick moves the other end, lists that range and says so (as the dashboard)', async () => {
    const { actor, adminList, notify } = start()
    await listSettled(actor)
    await pickReversedRanges(actor, listSettled)
    expect(adminList).toHaveBeenLastCalledWith(REVERSED_PICKS_RANGE)
    // each move is said, with the day the other end took (it was silent here)
    expect(notify.mock.calls).toEqual(REVERSED_PICK_NOTICES.map((notice) => [notice, 'info']))
  })

  it('hides and shows a column again, telling keepColumns each time', async () => {
    const { actor, keepColumns } = start({ hidden: ['gender'] })
    await listSettled(actor)
    actor.send({ type: 'COLUMN.TOGGLE', column: 'company' })
    expect(keepColumns).toHaveBeenLastCalledWith(['gender', 'company'])
    actor.send({ type: 'COLUMN.TOGGLE', column: 'gender' })
    expect(keepColumns).toHaveBeenLastCalledWith(['company'])
    expect(actor.getSnapshot().context.hidden).toEqual(['company'])
  })
})
