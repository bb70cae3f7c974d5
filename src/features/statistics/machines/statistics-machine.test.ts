import { describe, it, expect, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ALL_ITEM } from '../../../shared/domain/codes'
import { ApiError } from '../../../shared/services/api-error'
import type { Message } from '../../../shared/domain/messages'
import type { DownloadedFile } from '../../../shared/services/http-client'
import type { StatisticsScreen } from '../domain/codes'
import type { StatisticsViewer } from '../domain/statistics'
import type {
  OneFilterQuery,
  StatisticsData,
  StatisticsSearch,
} from '../services/statistics-service'
import type { EmployeeOption } from '../services/contract'
import { statisticsMachine } from './statistics-machine'
import {
  defaultStatisticsView,
  gridOf,
  type StatisticsGrid,
  type StatisticsView,
} from '../domain/view'

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

/** `count` gifts between employees, one a day back from 20261121, quantities in no order */
function giftsOf(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    giftDate: `202611${String(21 - (i % 20)).padStart(2, '0')}`,
    giftQuantity: (i * 7) % 5,
    giver: `fc${String(i % 3).padStart(4, '0')}`,
    receiver: `fc${String(i % 4).padStart(4, '0')}`,
    productName: ['검진 프리미엄 사용권', '프리미엄 건강톡 사용권'][i % 2]!,
  }))
}

interface Fakes {
  employees?: () => Promise<EmployeeOption[]>
  search?: (search: StatisticsSearch) => Promise<StatisticsData>
  overviewExcel?: (query: OneFilterQuery) => Promise<DownloadedFile>
  /** the view to start with (issue 31) */
  view?: StatisticsView
  hidden?: Partial<Record<StatisticsGrid, string[]>>
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
  const keepView = vi.fn<(query: string) => void>()
  const keepColumns = vi.fn<(grid: StatisticsGrid, hidden: readonly string[]) => void>()
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
      keepView: (_, params) => keepView(params.query),
      keepColumns: ({ context }, params) =>
        keepColumns(gridOf(context.screen, context.giftList), params.hidden),
    },
  })
  const actor = createActor(machine, {
    input: {
      screen,
      viewer,
      today: TODAY,
      ...(fakes.view ? { view: fakes.view } : {}),
      ...(fakes.hidden ? { hidden: fakes.hidden } : {}),
    },
  }).start()
  return {
    actor,
    employees,
    search,
    overviewExcel,
    notify,
    navigate,
    saveFile,
    keepView,
    keepColumns,
  }
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

  it('a reversed pick moves the other end and says so; the search waits for the button (issue 48)', async () => {
    const t = start('gift')
    await ready(t.actor)
    t.actor.send({ type: 'RANGE.CHANGE', range: { start: '20261010', end: '20261020' } })
    expect(t.notify).not.toHaveBeenCalled()
    t.actor.send({ type: 'RANGE.CHANGE', range: { start: '20261025', end: '20261020' } })
    expect(t.actor.getSnapshot().context.range).toEqual({ start: '20261025', end: '20261025' })
    expect(t.notify).toHaveBeenCalledWith(
      { key: 'dateRange.endMoved', params: { date: '2026년 10월 25일' } },
      'info',
    )
    expect(t.search).toHaveBeenCalledTimes(1)
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
    expect(t.overviewExcel).toHaveBeenCalledWith({
      ...RANGE,
      key: 'siteId',
      value: '2',
      sort: 'statisticsDate',
      order: 'asc',
    })
    // sorted on the screen: the file follows the grid's order (issue 31)
    t.actor.send({ type: 'SORT.CHANGE', key: 'premiumCount', order: 'desc' })
    t.actor.send({ type: 'EXCEL.DOWNLOAD' })
    await waitFor(t.actor, (s) => s.matches({ excel: 'idle' }) && t.saveFile.mock.calls.length > 1)
    expect(t.overviewExcel).toHaveBeenLastCalledWith(
      expect.objectContaining({ key: 'siteId', sort: 'premiumCount', order: 'desc' }),
    )
  })

  it('the Excel download exists only on the overview', async () => {
    const t = start('purchaseHistory')
    await ready(t.actor)
    t.actor.send({ type: 'EXCEL.DOWNLOAD' })
    expect(t.actor.getSnapshot().matches({ excel: 'idle' })).toBe(true)
    expect(t.overviewExcel).not.toHaveBeenCalled()
  })

  it.each<[StatisticsScreen, number, string]>([
    ['overview', 401, 'common.noPermission'],
    ['purchaseHistory', 401, 'statistics.loginAgain'],
  ])('%s answered %i: tells %s and goes home', async (screen, status, key) => {
    const t = start(screen, SITE_ADMIN, { search: async () => Promise.reject(apiError(status)) })
    await waitFor(t.actor, (s) => s.matches({ list: 'refused' }))
    expect(t.notify).toHaveBeenCalledWith(expect.objectContaining({ key }), 'error')
    expect(t.navigate).toHaveBeenCalledWith('/')
    t.actor.send({ type: 'SEARCH' })
    expect(t.actor.getSnapshot().matches({ list: 'refused' })).toBe(true)
    // nothing more happens on a refused page, its download included
    expect(t.actor.getSnapshot().can({ type: 'EXCEL.DOWNLOAD' })).toBe(false)
    t.actor.send({ type: 'EXCEL.DOWNLOAD' })
    expect(t.actor.getSnapshot().matches({ excel: 'idle' })).toBe(true)
    expect(t.overviewExcel).not.toHaveBeenCalled()
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

  it.each<StatisticsScreen>(['checkup', 'giftHistory'])(
    '%s answered 403: no permission, said on the page, which stays (S2 §8, issue 48)',
    async (screen) => {
      const t = start(screen, SITE_ADMIN, { search: async () => Promise.reject(apiError(403)) })
      await waitFor(t.actor, (s) => s.matches({ list: 'failed' }))
      expect(t.actor.getSnapshot().context.error).toMatchObject({ key: 'common.noPermission' })
      expect(t.navigate).not.toHaveBeenCalled()
    },
  )

  it('the employee list refused (403) says no permission and the page stays (issue 48)', async () => {
    const t = start('order', SITE_ADMIN, { employees: async () => Promise.reject(apiError(403)) })
    await waitFor(t.actor, (s) => s.matches({ list: 'failed' }))
    expect(t.actor.getSnapshot().context.error).toMatchObject({ key: 'common.noPermission' })
    expect(t.navigate).not.toHaveBeenCalled()
  })

  it('the employee list refused (401) says no permission and goes home', async () => {
    const t = start('order', SITE_ADMIN, { employees: async () => Promise.reject(apiError(401)) })
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
    // 40 gifts in the admin list: three pages of 15
    const t = start('gift', SITE_ADMIN, {
      search: async (s) => ({ ...dataOf(s), admin: giftsOf(40) }) as StatisticsData,
    })
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

describe('statisticsMachine: a view that is remembered (issue 31)', () => {
  const withGifts = (count: number) => async (s: StatisticsSearch) =>
    ({ ...dataOf(s), admin: giftsOf(count), user: giftsOf(3) }) as StatisticsData

  it('starts with the view it is given: searches its filters, holds the rows sorted, on its page', async () => {
    const view: StatisticsView = {
      ...defaultStatisticsView('gift', TODAY),
      range: { start: '20261001', end: '20261120' },
      employee: 'fc0001',
      page: 2,
      sort: { key: 'giftQuantity', order: 'asc' },
    }
    const t = start('gift', SITE_ADMIN, { view, search: withGifts(40) })
    await ready(t.actor)
    expect(t.search).toHaveBeenCalledWith({
      screen: 'gift',
      query: { start: '20261001', end: '20261120', employeeId: 'fc0001' },
    })
    const { context } = t.actor.getSnapshot()
    expect(context.page).toBe(2)
    const quantities = context.rows.map((r) => r.giftQuantity as number)
    expect(quantities).toEqual([...quantities].sort((a, b) => a - b))
    expect(t.keepView).toHaveBeenLastCalledWith(
      'start=20261001&end=20261120&employeeId=fc0001&page=2&sort=giftQuantity&order=asc',
    )
  })

  it('keeps nothing for the defaults', async () => {
    const t = start('checkup')
    await ready(t.actor)
    expect(t.keepView).toHaveBeenCalledTimes(1)
    expect(t.keepView).toHaveBeenLastCalledWith('')
  })

  it('a remembered employee the list does not hold is all: the search never asks for it', async () => {
    const view = { ...defaultStatisticsView('order', TODAY), employee: 'someoneelse' }
    const t = start('order', SITE_ADMIN, { view })
    await ready(t.actor)
    expect(t.search).toHaveBeenCalledWith({
      screen: 'order',
      query: { ...RANGE, branchCode: ALL_ITEM },
    })
  })

  it('sorts on the client both ways without searching again, ties in the server’s order', async () => {
    const gifts = giftsOf(40)
    const t = start('gift', SITE_ADMIN, { search: withGifts(40) })
    await ready(t.actor)
    t.actor.send({ type: 'PAGE', page: 2 })
    t.actor.send({ type: 'SORT.CHANGE', key: 'giftQuantity' })
    let { context } = t.actor.getSnapshot()
    expect(context).toMatchObject({ sort: { key: 'giftQuantity', order: 'asc' }, page: 1 })
    const stable = (order: 1 | -1) =>
      gifts
        .map((g, i) => ({ g, i }))
        .sort((a, b) => order * (a.g.giftQuantity - b.g.giftQuantity) || a.i - b.i)
        .map(({ g }) => g)
    expect(context.rows).toEqual(stable(1))
    expect(t.keepView).toHaveBeenLastCalledWith('sort=giftQuantity&order=asc')
    t.actor.send({ type: 'SORT.CHANGE', key: 'giftQuantity' })
    context = t.actor.getSnapshot().context
    expect(context.rows).toEqual(stable(-1))
    expect(t.keepView).toHaveBeenLastCalledWith('sort=giftQuantity&order=desc')
    // the data keeps the server's order (the chart reads it)
    expect(context.data?.screen === 'gift' && context.data.admin).toEqual(gifts)
    expect(t.search).toHaveBeenCalledTimes(1)
    expect(t.actor.getSnapshot().matches({ list: 'ready' })).toBe(true)
  })

  it('the overview sorts its days by any field; its sum row is the grid’s, untouched', async () => {
    const rows = [3, 1, 2].map((n, i) => ({
      statisticsDate: `2026110${i + 1}`,
      managerCount: n,
      userCount: 0,
      orderCount: 0,
      licenseCount: 0,
      simpleObtainingAuthority: 0,
      simpleCount: 0,
      userGiftCnt: 0,
      premiumCount: 0,
      employeeGiftCnt: 0,
      employeeGiftQuantity: 0,
    }))
    const t = start('overview', SUPER, {
      search: async () => ({ screen: 'overview', rows, range: RANGE }) as StatisticsData,
    })
    await ready(t.actor)
    expect(t.actor.getSnapshot().context.rows.map((r) => r.statisticsDate)).toEqual([
      '20261101',
      '20261102',
      '20261103',
    ])
    t.actor.send({ type: 'SORT.CHANGE', key: 'managerCount', order: 'desc' })
    expect(t.actor.getSnapshot().context.rows.map((r) => r.managerCount)).toEqual([3, 2, 1])
  })

  it('ignores a key the grid shown does not sort by (the user gift list has no quantity)', async () => {
    const t = start('gift', SITE_ADMIN, { search: withGifts(5) })
    await ready(t.actor)
    t.actor.send({ type: 'SORT.CHANGE', key: 'giftQuantity', order: 'asc' })
    t.actor.send({ type: 'GIFT_LIST.SELECT', list: 'user' })
    // the other list's grid has no quantity: its date's order
    expect(t.actor.getSnapshot().context.sort).toEqual({ key: 'giftDate', order: 'desc' })
    expect(t.keepView).toHaveBeenLastCalledWith('list=user')
    t.actor.send({ type: 'SORT.CHANGE', key: 'productName' })
    expect(t.actor.getSnapshot().context.sort).toEqual({ key: 'giftDate', order: 'desc' })
  })

  it('resets to the month, all, the admin list, page 1, by date, in one search; the hidden columns stay', async () => {
    const view: StatisticsView = {
      ...defaultStatisticsView('purchaseHistory', TODAY),
      range: { start: '20261001', end: '20261120' },
      siteId: '3',
      employee: 'fc0001',
      sort: { key: 'paidAmount', order: 'desc' },
    }
    const t = start('purchaseHistory', SUPER, { view, hidden: { purchaseHistory: ['payMethod'] } })
    await ready(t.actor)
    expect(t.search).toHaveBeenLastCalledWith({
      screen: 'purchaseHistory',
      query: { start: '20261001', end: '20261120', key: 'employeeId', value: 'fc0001' },
    })
    t.actor.send({ type: 'VIEW.RESET' })
    await ready(t.actor)
    expect(t.search).toHaveBeenLastCalledWith({ screen: 'purchaseHistory', query: { ...RANGE } })
    const { context } = t.actor.getSnapshot()
    expect(context).toMatchObject({
      range: RANGE,
      page: 1,
      sort: { key: 'orderDate', order: 'desc' },
      hidden: ['payMethod'],
    })
    expect(t.keepView).toHaveBeenLastCalledWith('')
  })

  it('hides a column of the grid shown and tells keepColumns; each gift list keeps its own', async () => {
    const t = start('gift', SITE_ADMIN, { hidden: { giftUser: ['receiver'] } })
    await ready(t.actor)
    t.actor.send({ type: 'COLUMN.TOGGLE', column: 'productName' })
    expect(t.keepColumns).toHaveBeenLastCalledWith('giftAdmin', ['productName'])
    t.actor.send({ type: 'GIFT_LIST.SELECT', list: 'user' })
    expect(t.actor.getSnapshot().context.hidden).toEqual(['receiver'])
    t.actor.send({ type: 'COLUMN.TOGGLE', column: 'receiver' })
    expect(t.keepColumns).toHaveBeenLastCalledWith('giftUser', [])
    t.actor.send({ type: 'GIFT_LIST.SELECT', list: 'admin' })
    expect(t.actor.getSnapshot().context.hidden).toEqual(['productName'])
  })
})
