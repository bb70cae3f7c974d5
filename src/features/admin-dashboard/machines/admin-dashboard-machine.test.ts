import { describe, it, expect, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { adminDashboardMachine } from './admin-dashboard-machine'
import { ApiError } from '../../../shared/services/api-error'
import type { AdminCheckupRow } from '../domain/admin-checkup'
import type { DateRange } from '../../../shared/domain/dates'
import type { Message } from '../../../shared/domain/messages'
import type { DownloadedFile } from '../../../shared/services/http-client'
import { deferred } from '../../../../tests/support/deferred'

const TODAY = new Date(2026, 10, 22)

const ROWS: AdminCheckupRow[] = [
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
]

const apiError = (status: number, operation: string) =>
  new ApiError({ status, message: `HTTP ${status}`, kind: 'http', operation })

const fileOf = (fileName: string): DownloadedFile => ({ blob: new Blob(['%PDF']), fileName })

interface Fakes {
  adminList?: (range: DateRange) => Promise<AdminCheckupRow[]>
  adminPdf?: (input: { id: number }) => Promise<DownloadedFile>
}

function start(fakes: Fakes = {}) {
  const adminList = vi.fn(fakes.adminList ?? (async () => ROWS))
  const adminPdf = vi.fn(fakes.adminPdf ?? (async () => fileOf('11.pdf')))
  const notify = vi.fn<(message: Message, tone?: string) => void>()
  const saveFile = vi.fn<(file: DownloadedFile) => void>()
  const machine = adminDashboardMachine.provide({
    actors: {
      adminList: fromPromise<AdminCheckupRow[], DateRange>(({ input }) => adminList(input)),
      adminPdf: fromPromise<DownloadedFile, { id: number }>(({ input }) => adminPdf(input)),
    },
    actions: {
      notify: (_, params) => notify(params.message, params.tone),
      saveFile: (_, params) => saveFile(params.file),
    },
  })
  const actor = createActor(machine, { input: { today: TODAY } }).start()
  return { actor, adminList, adminPdf, notify, saveFile }
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
