import { describe, it, expect, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ALL_ITEM } from '../../../shared/domain/codes'
import { ApiError } from '../../../shared/services/api-error'
import type { Message } from '../../../shared/domain/messages'
import type { DownloadedFile } from '../../../shared/services/http-client'
import type { StatisticsScreen } from '../domain/codes'
import type { StatisticsViewer } from '../domain/statistics'
import type {
  EmployeeOption,
  OneFilterQuery,
  StatisticsData,
  StatisticsSearch,
} from '../services/statistics-service'
import { statisticsMachine } from './statistics-machine'

const TODAY = new Date(2026, 10, 22)
const RANGE = { start: '20261101', end: '20261122' }
const SITE_ADMIN: StatisticsViewer = { auth: 'A', siteId: 3, branchCode: 'B001' }
const SUPER: StatisticsViewer = { auth: 'S', siteId: 3, branchCode: 'B001' }

const EMPLOYEES: EmployeeOption[] = [
  {
    employeeId: 'fc0001',
    employeeName: '김설계',
    branchCode: 'B001',
    branchName: '강남지점',
    siteId: 3,
    siteName: '헬스케어',
  },
]

const apiError = (status: number) =>
  new ApiError({ status, message: `HTTP ${status}`, kind: 'http', operation: 'x' })

const dataOf = (search: StatisticsSearch): StatisticsData => {
  const range = { start: search.query.start, end: search.query.end }
  switch (search.screen) {
    case 'checkup':
      return {
        screen: 'checkup',
        list: [{ checkupDate: '20261102', checkupType: 'F', employeeId: 'fc0001', userId: 'u1' }],
        range,
      }
    case 'gift':
      return { screen: 'gift', admin: [], user: [], range }
    case 'order':
      return { screen: 'order', list: [], range }
    default:
      return { screen: search.screen, rows: [], range } as StatisticsData
  }
}

interface Fakes {
  employees?: () => Promise<EmployeeOption[]>
  search?: (search: StatisticsSearch) => Promise<StatisticsData>
  overviewExcel?: (query: OneFilterQuery) => Promise<DownloadedFile>
}

function start(screen: StatisticsScreen, viewer = SITE_ADMIN, fakes: Fakes = {}) {
  const employees = vi.fn(fakes.employees ?? (async () => EMPLOYEES))
  const search = vi.fn(fakes.search ?? (async (s: StatisticsSearch) => dataOf(s)))
  const overviewExcel = vi.fn(
    fakes.overviewExcel ??
      (async (_: OneFilterQuery): Promise<DownloadedFile> => ({
        blob: new Blob(['x']),
        fileName: 'overview.xlsx',
      })),
  )
  const notify = vi.fn<(message: Message, tone?: string) => void>()
  const navigate = vi.fn<(to: string) => void>()
  const saveFile = vi.fn<(file: DownloadedFile) => void>()
  const machine = statisticsMachine.provide({
    actors: {
      employees: fromPromise(() => employees()),
      search: fromPromise<StatisticsData, StatisticsSearch>(({ input }) => search(input)),
      overviewExcel: fromPromise<DownloadedFile, OneFilterQuery>(({ input }) =>
        overviewExcel(input),
      ),
    },
    actions: {
      notify: (_, params) => notify(params.message, params.tone),
      navigate: (_, params) => navigate(params.to),
      saveFile: (_, params) => saveFile(params.file),
    },
  })
  const actor = createActor(machine, { input: { screen, viewer, today: TODAY } }).start()
  return { actor, employees, search, overviewExcel, notify, navigate, saveFile }
}

const ready = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches({ list: 'ready' }))

describe('statisticsMachine', () => {
  it('loads the employees first, then searches all of the scope from the month’s first day', async () => {
    const t = start('checkup')
    expect(t.actor.getSnapshot().hasTag('loading')).toBe(true)
    await ready(t.actor)
    expect(t.employees).toHaveBeenCalledTimes(1)
    expect(t.search).toHaveBeenCalledWith({
      screen: 'checkup',
      query: { ...RANGE, branchCode: ALL_ITEM },
    })
    const { context } = t.actor.getSnapshot()
    expect(context.employees).toEqual(EMPLOYEES)
    expect(context.data?.screen).toBe('checkup')
    expect(context.chartShown).toBe(false)
  })

  it('a change of employee searches again by employee id', async () => {
    const t = start('order')
    await ready(t.actor)
    t.actor.send({ type: 'EMPLOYEE.SELECT', choice: 'fc0001' })
    await ready(t.actor)
    expect(t.search).toHaveBeenLastCalledWith({
      screen: 'order',
      query: { ...RANGE, employeeId: 'fc0001' },
    })
  })

  it('a new range waits for the search button; a bad one is refused with a message', async () => {
    const t = start('gift')
    await ready(t.actor)
    t.actor.send({ type: 'RANGE.CHANGE', range: { start: '20261010', end: '20261020' } })
    expect(t.search).toHaveBeenCalledTimes(1)
    t.actor.send({ type: 'RANGE.CHANGE', range: { start: '20261010', end: '20301020' } })
    expect(t.notify).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'dateRange.invalid' }),
      'error',
    )
    t.actor.send({ type: 'SEARCH' })
    await ready(t.actor)
    expect(t.search).toHaveBeenLastCalledWith({
      screen: 'gift',
      query: { start: '20261010', end: '20261020', branchCode: ALL_ITEM },
    })
  })

  it('overview: the selectors send one filter, the narrowest chosen; a site clears the rest', async () => {
    const t = start('overview', SUPER)
    await ready(t.actor)
    expect(t.search).toHaveBeenLastCalledWith({ screen: 'overview', query: RANGE })
    t.actor.send({ type: 'FILTER.CHANGE', change: { branchCode: 'B001' } })
    await ready(t.actor)
    t.actor.send({ type: 'FILTER.CHANGE', change: { employeeId: 'fc0001' } })
    await ready(t.actor)
    expect(t.search).toHaveBeenLastCalledWith({
      screen: 'overview',
      query: { ...RANGE, key: 'employeeId', value: 'fc0001' },
    })
    t.actor.send({ type: 'FILTER.CHANGE', change: { siteId: '2' } })
    await ready(t.actor)
    expect(t.search).toHaveBeenLastCalledWith({
      screen: 'overview',
      query: { ...RANGE, key: 'siteId', value: '2' },
    })
    t.actor.send({ type: 'EXCEL.DOWNLOAD' })
    await waitFor(t.actor, (s) => s.matches({ excel: 'idle' }) && t.saveFile.mock.calls.length > 0)
    expect(t.overviewExcel).toHaveBeenCalledWith({ ...RANGE, key: 'siteId', value: '2' })
  })

  it('the Excel download exists only on the overview', async () => {
    const t = start('purchaseHistory')
    await ready(t.actor)
    t.actor.send({ type: 'EXCEL.DOWNLOAD' })
    expect(t.actor.getSnapshot().matches({ excel: 'idle' })).toBe(true)
    expect(t.overviewExcel).not.toHaveBeenCalled()
  })

  it.each<[StatisticsScreen, number, string]>([
    ['checkup', 403, 'common.noPermission'],
    ['overview', 401, 'common.noPermission'],
    ['purchaseHistory', 401, 'statistics.loginAgain'],
    ['giftHistory', 403, 'common.noPermission'],
  ])('%s answered %i: tells %s and goes home', async (screen, status, key) => {
    const t = start(screen, SITE_ADMIN, { search: async () => Promise.reject(apiError(status)) })
    await waitFor(t.actor, (s) => s.matches({ list: 'refused' }))
    expect(t.notify).toHaveBeenCalledWith(expect.objectContaining({ key }), 'error')
    expect(t.navigate).toHaveBeenCalledWith('/')
    t.actor.send({ type: 'SEARCH' })
    expect(t.actor.getSnapshot().matches({ list: 'refused' })).toBe(true)
  })

  it.each<[StatisticsScreen, string]>([
    ['checkup', 'common.noPermission'],
    ['gift', 'common.noPermission'],
    ['giftHistory', 'statistics.loginAgain'],
  ])(
    '%s answered 401 while signed in: tells %s, goes home only (decision 035)',
    async (screen, key) => {
      const t = start(screen, SITE_ADMIN, { search: async () => Promise.reject(apiError(401)) })
      await waitFor(t.actor, (s) => s.matches({ list: 'refused' }))
      expect(t.notify).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ key }), 'error')
      expect(t.navigate.mock.calls).toEqual([['/']])
    },
  )

  it('the overview download answered 401: no permission, then home (decision 035)', async () => {
    const t = start('overview', SITE_ADMIN, {
      overviewExcel: async () => Promise.reject(apiError(401)),
    })
    await ready(t.actor)
    t.actor.send({ type: 'EXCEL.DOWNLOAD' })
    await waitFor(t.actor, (s) => s.matches({ excel: 'idle' }) && t.notify.mock.calls.length > 0)
    expect(t.notify).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ key: 'common.noPermission' }),
      'error',
    )
    expect(t.navigate.mock.calls).toEqual([['/']])
    expect(t.saveFile).not.toHaveBeenCalled()
  })

  it('the overview download answered 500: told, the page stays', async () => {
    const t = start('overview', SITE_ADMIN, {
      overviewExcel: async () => Promise.reject(apiError(500)),
    })
    await ready(t.actor)
    t.actor.send({ type: 'EXCEL.DOWNLOAD' })
    await waitFor(t.actor, (s) => s.matches({ excel: 'idle' }) && t.notify.mock.calls.length > 0)
    expect(t.navigate).not.toHaveBeenCalled()
  })

  it('the employee list refused (403) says no permission and goes home', async () => {
    const t = start('order', SITE_ADMIN, { employees: async () => Promise.reject(apiError(403)) })
    await waitFor(t.actor, (s) => s.matches({ list: 'refused' }))
    expect(t.notify).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'common.noPermission' }),
      'error',
    )
    expect(t.navigate).toHaveBeenCalledWith('/')
  })

  it('another failure shows error (status) in the grid; the search button tries again', async () => {
    let fail = true
    const t = start('checkup', SITE_ADMIN, {
      search: async (s) => {
        if (fail) throw apiError(500)
        return dataOf(s)
      },
    })
    await waitFor(t.actor, (s) => s.matches({ list: 'failed' }))
    expect(t.actor.getSnapshot().context.error).toMatchObject({
      key: 'statistics.errorWithStatus',
      params: { status: 500 },
    })
    expect(t.navigate).not.toHaveBeenCalled()
    fail = false
    t.actor.send({ type: 'SEARCH' })
    await ready(t.actor)
    expect(t.actor.getSnapshot().context.error).toBeNull()
  })

  it('chart hidden by default, toggled; paging and the gift list choice', async () => {
    const t = start('gift')
    await ready(t.actor)
    t.actor.send({ type: 'CHART.TOGGLE' })
    expect(t.actor.getSnapshot().context.chartShown).toBe(true)
    t.actor.send({ type: 'PAGE', page: 3 })
    expect(t.actor.getSnapshot().context.page).toBe(3)
    expect(t.actor.getSnapshot().context.giftList).toBe('admin')
    t.actor.send({ type: 'GIFT_LIST.SELECT', list: 'user' })
    expect(t.actor.getSnapshot().context).toMatchObject({ giftList: 'user', page: 1 })
  })

  it('series: the user’s visible ones shown at first; a hidden one cannot be switched on', async () => {
    const t = start('overview', SITE_ADMIN)
    await ready(t.actor)
    expect(t.actor.getSnapshot().context.series).toEqual(['simpleCount', 'premiumCount'])
    t.actor.send({ type: 'SERIES.TOGGLE', series: 'userCount' })
    expect(t.actor.getSnapshot().context.series).toEqual(['simpleCount', 'premiumCount'])
    t.actor.send({ type: 'SERIES.TOGGLE', series: 'simpleCount' })
    expect(t.actor.getSnapshot().context.series).toEqual(['premiumCount'])
    t.actor.send({ type: 'SERIES.TOGGLE', series: 'simpleCount' })
    expect(t.actor.getSnapshot().context.series).toEqual(['simpleCount', 'premiumCount'])
  })
})
