// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { cleanupRoutes, renderRoute } from '../support/render-route'

afterEach(cleanupRoutes)

const rows = () => screen.queryAllByTestId('statistics-row')
/** the shared machine may be slow: the calls and the grid get a few seconds */
const summary = () => screen.getByTestId('pager-summary').textContent ?? ''
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent)

describe('statistics: checkup (siteadmin)', () => {
  it("'all' first, 15 rows a page, the chart hidden until toggled, then drawn from the daily sums", async () => {
    await renderRoute('/v2/Statistics/Checkup', { user: 'siteadmin' })
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
    const select = screen.getByTestId('statistics-employee') as HTMLSelectElement
    expect(select.options[0]!.textContent).toBe('전체')
    expect(select.options[1]!.textContent).toMatch(/^.+ \(.+\)$/)
    expect(rows().length).toBeLessThanOrEqual(15)
    const total = Number(/총 (\d+)건/.exec(summary())?.[1])
    expect(rows()).toHaveLength(Math.min(15, total))
    expect(headers()).toEqual(['제공일', '구분', '직원 아이디', '사용자 아이디'])
    expect(screen.queryByTestId('statistics-chart')).toBeNull()

    fireEvent.click(screen.getByTestId('statistics-chart-toggle'))
    const chart = await screen.findByTestId('statistics-chart')
    expect(chart.getAttribute('data-series')).toBe('simpleCnt,premiumCnt')
    expect(chart.getAttribute('aria-label')).toBe('사용권 제공 내역 차트')
    // the y axis top follows S1 §9 for the largest daily count on screen
    const days = Number(chart.getAttribute('data-days'))
    expect(days).toBeGreaterThan(0)
    expect(Number(chart.getAttribute('data-y-max'))).toBeGreaterThanOrEqual(1)
    fireEvent.click(screen.getByTestId('statistics-chart-toggle'))
    expect(screen.queryByTestId('statistics-chart')).toBeNull()
  })

  it('choosing an employee searches again by that id', async () => {
    const app = await renderRoute('/v2/Statistics/Checkup', { user: 'siteadmin' })
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
    fireEvent.change(screen.getByTestId('statistics-employee'), { target: { value: 'fc0001' } })
    await waitFor(() =>
      expect(rows().every((r) => within(r).queryByText('fc0001') !== null)).toBe(true),
    )
    const expected = app.db.checkups.all().filter((c) => c.employeeId === 'fc0001' && c.reportType)
    expect(rows().length).toBeLessThanOrEqual(Math.max(15, expected.length))
  })
})

describe('statistics: gift, order and histories', () => {
  it('gift: the admin list first (5 columns), the user list on its toggle (3 columns)', async () => {
    await renderRoute('/v2/Statistics/Gift', { user: 'siteadmin' })
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
    expect(headers()).toEqual(['선물일', '사용권 수량', '보낸 사람', '받은 사람', '상품명'])
    expect(screen.getByTestId('gift-list-admin').getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(screen.getByTestId('gift-list-user'))
    await waitFor(() => expect(headers()).toEqual(['선물일', '보낸 사람', '받은 사람']))
    expect(rows().length).toBeGreaterThan(0)
  })

  it('order: date, employee id, licenses', async () => {
    await renderRoute('/v2/Statistics/Order', { user: 'siteadmin' })
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
    expect(headers()).toEqual(['주문일', '직원 아이디', '사용권 수량'])
  })

  it('purchase history: status in words, deposit time or "-"; no selectors but for the super admin', async () => {
    await renderRoute('/v2/Statistics/PurchaseHistory', { user: 'siteadmin' })
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
    expect(headers()).toEqual([
      '구매일',
      '구매자',
      '상태',
      '결제 금액',
      '사용권 수량',
      '결제 수단',
      '가상계좌 입금 시각',
    ])
    const pending = rows().find(
      (r) => within(r).queryByText('한사이트 (siteadmin)') && within(r).queryByText('주문 완료'),
    )
    expect(pending).toBeTruthy()
    expect(within(pending!).getByTestId('purchase-deposit').textContent).toBe('-')
    expect(within(pending!).getByText('45,000원')).toBeTruthy()
    expect(screen.queryByTestId('statistics-site')).toBeNull()
    expect(screen.queryByTestId('statistics-id')).toBeNull()
    // without the selectors, the page says whose figures it shows (decision 061)
    expect(screen.getByTestId('statistics-scope').textContent).toBe(
      '소속 사이트 전체의 통계입니다.',
    )
  })

  it("a branch admin's history says it is of the branch", async () => {
    await renderRoute('/v2/Statistics/GiftHistory', { user: 'branchmgr' })
    expect((await screen.findByTestId('statistics-scope')).textContent).toBe(
      '소속 지점의 통계입니다.',
    )
  })

  it('gift history: giver and receiver as name (id), for the super admin with the three selectors', async () => {
    await renderRoute('/v2/Statistics/GiftHistory', { user: 'super' })
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
    expect(headers()).toEqual(['선물일', '보낸 사람', '받은 사람', '수량'])
    expect(within(rows()[0]!).getAllByText(/^.+ \(hk\d+\)$/)).toHaveLength(2)
    for (const id of ['statistics-site', 'statistics-branch', 'statistics-id'])
      expect(screen.getByTestId(id)).toBeTruthy()
    expect(screen.queryByTestId('statistics-scope')).toBeNull()
  })
})

describe('statistics: overview', () => {
  it('siteadmin: no site selector, every column under its group, the sum row on top, the hidden series left out of the chart only', async () => {
    await renderRoute('/v2/Statistics/Overview', { user: 'siteadmin' })
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
    expect(screen.queryByTestId('statistics-site')).toBeNull()
    expect(screen.getByTestId('statistics-branch')).toBeTruthy()
    expect(screen.getByTestId('statistics-id')).toBeTruthy()
    const all = headers()
    expect(all).toEqual(
      expect.arrayContaining(['리포트 발급', '간편 리포트', '프리미엄 리포트', '일자']),
    )
    // S2 §2.4 lists every column for the grid; S2 §6 hides chart series, not columns
    expect(all).toEqual(expect.arrayContaining(['신규 가입', '구매', '직원 간 선물']))
    expect(screen.getByTestId('overview-col-managerCount')).toBeTruthy()
    expect(screen.getByTestId('overview-col-employeeGiftQuantity')).toBeTruthy()
    const sum = screen.getByTestId('grid-sum-row')
    expect(within(sum).getByText('합계')).toBeTruthy()

    fireEvent.click(screen.getByTestId('statistics-chart-toggle'))
    const chart = await screen.findByTestId('statistics-chart')
    expect(chart.getAttribute('data-series')).toBe('simpleCount,premiumCount')
    // every day of the range is on the axis, also those without a row (zero, not skipped)
    const dayOf = (label: string) =>
      Date.parse((screen.getByLabelText(label) as HTMLInputElement).value)
    const daysInRange = (dayOf('종료일') - dayOf('시작일')) / 86_400_000 + 1
    expect(Number(chart.getAttribute('data-days'))).toBe(daysInRange)
    fireEvent.click(within(screen.getByTestId('series-simpleCount')).getByRole('checkbox'))
    await waitFor(() => expect(chart.getAttribute('data-series')).toBe('premiumCount'))
  })

  it('shadmin (site 2, no branches): no branch selector that would offer only 전체', async () => {
    await renderRoute('/v2/Statistics/Overview', { user: 'shadmin' })
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
    // the employees have come: the id selector lists them, and no branch is among them
    await waitFor(() =>
      expect(
        within(screen.getByTestId('statistics-id')).getAllByRole('option').length,
      ).toBeGreaterThan(1),
    )
    expect(screen.queryByTestId('statistics-branch')).toBeNull()
  })

  it('super: the site selector, every group, seven series; a site narrows the rows', async () => {
    await renderRoute('/v2/Statistics/Overview', { user: 'super' })
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
    expect(headers()).toEqual(
      expect.arrayContaining(['신규 가입', '구매', '리포트 발급', '직원 간 선물']),
    )
    fireEvent.click(screen.getByTestId('statistics-chart-toggle'))
    const chart = await screen.findByTestId('statistics-chart')
    expect(chart.getAttribute('data-series')!.split(',')).toHaveLength(7)
    const site = screen.getByTestId('statistics-site') as HTMLSelectElement
    expect([...site.options].map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['전체', '헬스케어', '신한라이프']),
    )
    fireEvent.change(site, { target: { value: '48' } })
    await waitFor(() =>
      expect((screen.getByTestId('statistics-site') as HTMLSelectElement).value).toBe('48'),
    )
  })

  it("an empty result says 'no information found'", async () => {
    await renderRoute('/v2/Statistics/Overview', {
      user: 'siteadmin',
      handlers: [
        http.get('*/api/statistics/overview', () => HttpResponse.json({ code: 200, data: [] })),
      ],
    })
    expect((await screen.findByTestId('grid-empty')).textContent).toBe('조회된 정보가 없습니다.')
    expect(screen.queryByTestId('grid-sum-row')).toBeNull()
  })

  it('the Excel button saves overview_{start}_{end}.xlsx', async () => {
    const app = await renderRoute('/v2/Statistics/Overview', { user: 'siteadmin' })
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
    fireEvent.click(screen.getByTestId('statistics-excel'))
    await waitFor(() => expect(app.spies.saveFile).toHaveBeenCalledTimes(1))
    expect(app.spies.saveFile.mock.calls[0]![0].fileName).toMatch(/^overview_\d{8}_\d{8}\.xlsx$/)
  })
})

describe('statistics: refusals and failures (S2 §8)', () => {
  it('a 403 says no permission on the page, which stays (S2 §8, issue 48); a 401 goes home', async () => {
    const refused = (status: number) => [
      http.get('*/api/statistics/order', () =>
        HttpResponse.json({ code: status, message: 'x' }, { status }),
      ),
    ]
    const app = await renderRoute('/v2/Statistics/Order', {
      user: 'siteadmin',
      handlers: refused(403),
    })
    const error = await screen.findByTestId('grid-error')
    expect(within(error).getByText('권한이 없습니다.')).toBeTruthy()
    expect(app.location).toBe('/v2/Statistics/Order')
    app.cleanup()
    const away = await renderRoute('/v2/Statistics/Order', {
      user: 'siteadmin',
      handlers: refused(401),
    })
    await waitFor(() => expect(away.location).toBe('/'))
    expect(await screen.findByText('권한이 없습니다.')).toBeTruthy()
  })

  it('another status shows error (status) in the grid with a retry', async () => {
    const app = await renderRoute('/v2/Statistics/GiftHistory', {
      user: 'siteadmin',
      handlers: [
        http.get('*/api/statistics/gift-history', () =>
          HttpResponse.json({ code: 500, message: 'x' }, { status: 500 }),
        ),
      ],
    })
    const error = await screen.findByTestId('grid-error', {})
    expect(within(error).getByText('에러가 발생했습니다. (500)')).toBeTruthy()
    app.server.resetHandlers()
    fireEvent.click(within(error).getByRole('button', { name: '다시 시도' }))
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
  })

  it('fc0001 (F) is refused the statistics routes', async () => {
    const app = await renderRoute('/v2/Statistics/Overview', { user: 'fc0001' })
    await waitFor(() => expect(app.location).not.toMatch(/Statistics/i))
    expect(screen.queryByTestId('statistics-filters')).toBeNull()
  })
})

describe('a statistics screen’s view in the address and the memory (issue 31)', () => {
  const header = (name: string) =>
    screen.getByRole('button', { name: `${name} 정렬` }).closest('th')!
  /** the order grid's quantities (its third column) on the page shown */
  const quantities = () =>
    rows().map((r) => Number(r.querySelectorAll('td')[2]!.textContent?.replace(/,/g, '')))

  it('opens the screen the address describes, sorted on the client with aria-sort', async () => {
    await renderRoute('/v2/Statistics/Order?sort=licenseQuantity&order=desc', {
      user: 'siteadmin',
    })
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
    await waitFor(() => expect(header('사용권 수량').getAttribute('aria-sort')).toBe('descending'))
    expect(header('주문일').getAttribute('aria-sort')).toBe('none')
    const shown = quantities()
    expect(shown).toEqual([...shown].sort((a, b) => b - a))
  })

  it('sorting turns the rows without a search, replaces the address (Back unchanged) and is kept for the user', async () => {
    const app = await renderRoute('/v2/Statistics/Order', { user: 'siteadmin' })
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
    let searches = 0
    app.server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.startsWith('/api/statistics/')) searches++
    })
    const pages = app.history.length
    fireEvent.click(screen.getByRole('button', { name: '사용권 수량 정렬' }))
    await waitFor(() => expect(header('사용권 수량').getAttribute('aria-sort')).toBe('ascending'))
    const up = quantities()
    expect(up).toEqual([...up].sort((a, b) => a - b))
    fireEvent.click(screen.getByRole('button', { name: '사용권 수량 정렬' }))
    await waitFor(() => expect(header('사용권 수량').getAttribute('aria-sort')).toBe('descending'))
    await waitFor(() => expect(app.history.at(-1)).toMatch(/\?sort=licenseQuantity&order=desc$/))
    expect(app.history.length).toBe(pages)
    expect(app.storage.getItem('view:siteadmin:statistics-order')).toBe(
      'sort=licenseQuantity&order=desc',
    )
    expect(searches).toBe(0)
  })

  it('starts from what the user left: the employee and the sort are back', async () => {
    const app = await renderRoute('/v2/Statistics/Order', {
      user: 'siteadmin',
      stored: { 'view:siteadmin:statistics-order': 'employeeId=fc0001&sort=orderDate&order=asc' },
    })
    await waitFor(() =>
      expect((screen.getByTestId('statistics-employee') as HTMLSelectElement).value).toBe('fc0001'),
    )
    await waitFor(() => expect(header('주문일').getAttribute('aria-sort')).toBe('ascending'))
    expect(app.history.at(-1)).toMatch(/\?employeeId=fc0001&sort=orderDate&order=asc$/)
  })

  it('the reset brings the month and 전체 back and clears the address and the memory', async () => {
    const app = await renderRoute(
      '/v2/Statistics/Order?employeeId=fc0001&sort=licenseQuantity&order=asc',
      { user: 'siteadmin' },
    )
    const select = () => screen.getByTestId('statistics-employee') as HTMLSelectElement
    await waitFor(() => expect(select().value).toBe('fc0001'))
    fireEvent.click(screen.getByTestId('view-reset'))
    await waitFor(() => expect(select().selectedOptions[0]!.textContent).toBe('전체'))
    await waitFor(() => expect(header('주문일').getAttribute('aria-sort')).toBe('descending'))
    await waitFor(() => expect(app.history.at(-1)).toBe('/v2/Statistics/Order'))
    expect(app.storage.getItem('view:siteadmin:statistics-order')).toBeNull()
  })

  it('the overview sorts its days by a field; the sum row stays on top, its sums unchanged', async () => {
    await renderRoute('/v2/Statistics/Overview', { user: 'siteadmin' })
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
    const sumBefore = screen.getByTestId('grid-sum-row').textContent
    const column = screen.getByTestId('overview-col-simpleCount')
    // the leaf headers' row holds a cell per column (the date's a placeholder), as a body row does
    const index = [...column.parentElement!.children].indexOf(column)
    const simple = () =>
      rows().map((r) => Number(r.querySelectorAll('td')[index]!.textContent?.replace(/,/g, '')))

    fireEvent.click(within(column).getByRole('button'))
    fireEvent.click(within(column).getByRole('button'))
    await waitFor(() => expect(column.getAttribute('aria-sort')).toBe('descending'))
    const shown = simple()
    expect(shown).toEqual([...shown].sort((x, y) => y - x))
    // the sum row is the header's last row, above every day, its sums those of every day
    const sum = screen.getByTestId('grid-sum-row')
    expect(sum.closest('thead')).toBeTruthy()
    expect(sum.textContent).toBe(sumBefore)
  })

  it('a column hidden in one grid is kept for that grid', async () => {
    const app = await renderRoute('/v2/Statistics/Gift', { user: 'siteadmin' })
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
    fireEvent.click(screen.getByRole('button', { name: '열 선택' }))
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: '상품명' }))
    await waitFor(() => expect(headers()).not.toContain('상품명'))
    expect(
      JSON.parse(app.storage.getItem('columns:siteadmin:statistics-giftAdmin') ?? '[]'),
    ).toEqual(['productName'])
  })
})
