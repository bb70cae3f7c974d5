// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { countReports } from '../../src/features/dashboard/domain/checkup'
import { defaultDashboardRange } from '../../src/shared/domain/dates'
import type { Db } from '../../mock-server/db'
import { cleanupRoutes, renderRoute } from '../support/render-route'

afterEach(cleanupRoutes)

/** fc0001's checkups in the dashboard's default range, newest first, as the mock holds them. */
function ownRows(db: Db) {
  const range = defaultDashboardRange(new Date())
  return db.checkups
    .all()
    .filter((c) => c.employeeId === 'fc0001' && c.created >= range.start && c.created <= range.end)
}

/** A gate a handler waits at before it falls through to the mock's own handler. */
function gate() {
  let open!: () => void
  const closed = new Promise<void>((resolve) => (open = resolve))
  return { open, closed }
}

const count = (testId: string) => screen.getByTestId(testId).textContent

describe('dashboard /v2/Dashboard (fc0001)', () => {
  it('shows the counters of the range and one row per checkup of the first page', async () => {
    const app = await renderRoute('/v2/Dashboard', { user: 'fc0001' })
    const rows = await screen.findAllByTestId('checkup-row')
    const own = ownRows(app.db)
    const counts = countReports(own)
    expect(own.length).toBeGreaterThan(0)
    expect(count('count-all')).toBe(String(counts.all))
    expect(count('count-simple')).toBe(String(counts.simple))
    expect(count('count-premium')).toBe(String(counts.premium))
    expect(rows.map((r) => Number(r.getAttribute('data-checkup-no')))).toEqual(
      own.slice(0, 25).map((c) => c.checkupNo),
    )
    expect(within(rows[0]!).getByTestId('customer-name').textContent).toBe(own[0]!.userName)
    // fc0001 has print permission and PA: the print and shipping columns show
    expect(screen.getByTestId('column-print')).toBeTruthy()
    expect(screen.getByTestId('column-shipping')).toBeTruthy()
    // a row without a report has nothing to print or download: both buttons are disabled
    for (const [row, checkup] of rows.map((r, i) => [r, own[i]!] as const)) {
      const none = checkup.pdfPrint === 'N'
      expect(within(row).getByTestId<HTMLButtonElement>('print-one').disabled).toBe(none)
      expect(within(row).getByTestId<HTMLButtonElement>('pdf-one').disabled).toBe(none)
    }
    expect(own.slice(0, 25).some((c) => c.pdfPrint === 'N')).toBe(true)
    expect(screen.queryByTestId('grid-empty')).toBeNull()
    expect(screen.queryByTestId('grid-error')).toBeNull()
  })

  it('while the list loads the grid is busy and the counters show a dash', async () => {
    const list = gate()
    await renderRoute('/v2/Dashboard', {
      user: 'fc0001',
      handlers: [
        http.get('*/api/checkups', async () => {
          await list.closed
        }),
      ],
    })
    const counter = await screen.findByTestId('count-all')
    const table = screen.getByRole('table').parentElement!
    await waitFor(() => expect(table.getAttribute('aria-busy')).toBe('true'))
    expect(counter.textContent).toBe('–')
    expect(screen.queryAllByTestId('checkup-row')).toHaveLength(0)
    expect(screen.queryByTestId('grid-empty')).toBeNull()

    list.open()
    expect(await screen.findAllByTestId('checkup-row')).not.toHaveLength(0)
    expect(table.getAttribute('aria-busy')).toBe('false')
    expect(count('count-all')).not.toBe('–')
  })

  it('a failed list call shows the catalogue message with a retry that reloads', async () => {
    const app = await renderRoute('/v2/Dashboard', {
      user: 'fc0001',
      handlers: [
        http.get('*/api/checkups', () =>
          HttpResponse.json({ code: 500, message: 'x' }, { status: 500 }),
        ),
      ],
    })
    const error = await screen.findByTestId('grid-error')
    expect(within(error).getByText('목록을 불러오지 못했습니다. (500)')).toBeTruthy()
    expect(screen.queryAllByTestId('checkup-row')).toHaveLength(0)
    expect(screen.queryByTestId('grid-empty')).toBeNull()

    app.server.resetHandlers()
    fireEvent.click(within(error).getByRole('button', { name: '다시 시도' }))
    expect(await screen.findAllByTestId('checkup-row')).not.toHaveLength(0)
    expect(screen.queryByTestId('grid-error')).toBeNull()
  })

  it('a range without checkups shows the empty text and zero counters', async () => {
    await renderRoute('/v2/Dashboard', { user: 'fc0001' })
    await screen.findAllByTestId('checkup-row')
    fireEvent.change(screen.getByLabelText('종료일'), { target: { value: '2020-01-02' } })
    const empty = await screen.findByTestId('grid-empty')
    expect(empty.textContent).toBe('조건에 맞는 회원이 없습니다.')
    expect(screen.getByLabelText<HTMLInputElement>('시작일').value).toBe('2020-01-02')
    expect(screen.queryAllByTestId('checkup-row')).toHaveLength(0)
    expect(count('count-all')).toBe('0')
  })

  it('an invalid range (end after today) is refused with the range message', async () => {
    await renderRoute('/v2/Dashboard', { user: 'fc0001' })
    await screen.findAllByTestId('checkup-row')
    const end = screen.getByLabelText<HTMLInputElement>('종료일')
    const before = end.value
    fireEvent.change(end, { target: { value: '2999-01-01' } })
    expect((await screen.findByTestId('snackbar')).textContent).toContain('기간을 확인해 주세요.')
    expect(end.value).toBe(before)
  })

  it('disables the other file buttons while the Excel download runs, then saves the file', async () => {
    const excel = gate()
    const app = await renderRoute('/v2/Dashboard', {
      user: 'fc0001',
      handlers: [
        http.get('*/api/checkups/excel', async () => {
          await excel.closed
        }),
      ],
    })
    await screen.findAllByTestId('checkup-row')
    const excelButton = screen.getByRole('button', { name: '엑셀 다운로드' })
    const printButton = screen.getByRole('button', { name: '프린트' })
    const pdfButton = screen.getByRole('button', { name: 'PDF 다운로드' })
    expect(printButton).toHaveProperty('disabled', false)
    expect(pdfButton).toHaveProperty('disabled', false)

    fireEvent.click(excelButton)
    await waitFor(() => expect(pdfButton).toHaveProperty('disabled', true))
    expect(printButton).toHaveProperty('disabled', true)
    expect(excelButton).toHaveProperty('disabled', true)
    expect(excelButton.hasAttribute('data-loading')).toBe(true)

    excel.open()
    await waitFor(() => expect(app.spies.saveFile).toHaveBeenCalledTimes(1))
    const range = defaultDashboardRange(new Date())
    expect(app.spies.saveFile.mock.calls[0]![0].fileName).toBe(
      `customer_list_${range.start}_${range.end}.xlsx`,
    )
    await waitFor(() => expect(pdfButton).toHaveProperty('disabled', false))
    expect(printButton).toHaveProperty('disabled', false)
  })

  it('print or PDF with nothing selected says what to select', async () => {
    await renderRoute('/v2/Dashboard', { user: 'fc0001' })
    await screen.findAllByTestId('checkup-row')
    fireEvent.click(screen.getByRole('button', { name: '프린트' }))
    expect((await screen.findByTestId('snackbar')).textContent).toContain(
      '프린트할 항목을 선택해 주세요.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'PDF 다운로드' }))
    await waitFor(() =>
      expect(screen.getByTestId('snackbar').textContent).toContain(
        'PDF 다운로드할 항목을 선택해 주세요.',
      ),
    )
  })
})

describe('inputs longer than the contract takes (decision 011)', () => {
  /** every checkup request (list, address change) the app sends from now on, with its method */
  function recordRequests(app: Awaited<ReturnType<typeof renderRoute>>) {
    const calls: string[] = []
    app.server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname
      if (path.startsWith('/api/checkups')) calls.push(`${request.method} ${path}`)
    })
    return calls
  }

  it('with a name searched, the counters stay the whole range and the page says so (decision 006)', async () => {
    await renderRoute('/v2/Dashboard', { user: 'fc0001' })
    const before = await screen.findAllByTestId('checkup-row')
    const all = screen.getByTestId('count-all').textContent
    expect(screen.queryByTestId('counts-of-range')).toBeNull()
    const search = screen.getByLabelText<HTMLInputElement>('고객 이름 검색')
    // a name the list holds: the first row's
    const name = within(before[0]!).getByTestId('customer-name').textContent!
    fireEvent.change(search, { target: { value: name } })
    expect((await screen.findByTestId('counts-of-range')).textContent).toBe(
      '위 건수는 이름 검색과 관계없이 조회 기간 전체의 건수입니다.',
    )
    await waitFor(() =>
      expect(screen.getAllByTestId('checkup-row').length).toBeLessThan(before.length),
    )
    expect(screen.getByTestId('count-all').textContent).toBe(all)
    fireEvent.change(search, { target: { value: '' } })
    await waitFor(() => expect(screen.queryByTestId('counts-of-range')).toBeNull())
  })

  it('a search of 51 characters shows its message under the field, stays as typed and asks nothing', async () => {
    const app = await renderRoute('/v2/Dashboard', { user: 'fc0001' })
    const rows = await screen.findAllByTestId('checkup-row')
    const calls = recordRequests(app)
    const search = screen.getByLabelText<HTMLInputElement>('고객 이름 검색')
    const long = '김'.repeat(51)
    fireEvent.change(search, { target: { value: long } })
    expect((await screen.findByTestId('search-error')).textContent).toBe(
      '검색어는 50자 이내로 입력해 주세요.',
    )
    expect(search.value).toBe(long)
    expect(search.getAttribute('aria-invalid')).toBe('true')
    // past the search debounce: nothing was asked, the rows stay
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(calls).toEqual([])
    expect(screen.getAllByTestId('checkup-row')).toHaveLength(rows.length)

    // shortened to 50, the message goes and the search runs
    fireEvent.change(search, { target: { value: long.slice(1) } })
    await waitFor(() => expect(screen.queryByTestId('search-error')).toBeNull())
    expect(await screen.findByTestId('grid-empty')).toBeTruthy()
    expect(calls).toEqual(['GET /api/checkups'])
  })

  it('a detail address of 201 characters is refused under the field, kept, and not sent', async () => {
    const app = await renderRoute('/v2/Dashboard', { user: 'fc0001' })
    const [first] = await screen.findAllByTestId('checkup-row')
    fireEvent.click(within(first!).getByTestId('shipping-one'))
    const dialog = await screen.findByTestId('shipping-dialog')
    const calls = recordRequests(app)
    const detail = within(dialog).getByLabelText<HTMLInputElement>('상세 주소')
    const long = '가'.repeat(201)
    fireEvent.change(detail, { target: { value: long } })
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }))
    expect(await within(dialog).findByText('상세 주소는 200자 이내로 입력해 주세요.')).toBeTruthy()
    expect(detail.value).toBe(long)
    expect(detail.getAttribute('aria-invalid')).toBe('true')
    expect(calls).toEqual([])
    expect(screen.getByTestId('shipping-dialog')).toBeTruthy()
  })
})

describe('the column chooser keeps the specs’ column rules (issue 31)', () => {
  /** The columns the chooser offers, read from its menu. */
  async function offered() {
    await screen.findAllByTestId('checkup-row')
    fireEvent.click(screen.getByRole('button', { name: '열 선택' }))
    const items = await screen.findAllByRole('menuitemcheckbox')
    return items.map((i) => i.textContent?.trim())
  }

  it('fc0001 (print permission, PA) may hide any optional column, the print and PDF ones too', async () => {
    await renderRoute('/v2/Dashboard', { user: 'fc0001' })
    const columns = await offered()
    expect(columns).toEqual(expect.arrayContaining(['성별', '인쇄', 'PDF', '배송지']))
    // the name says whose row it is: always shown
    expect(columns).not.toContain('이름')
  })

  it('site 48 never has the print column, so it cannot be chosen back', async () => {
    await renderRoute('/v2/Dashboard', { user: 'pt0001' })
    const columns = await offered()
    expect(columns).not.toContain('인쇄')
    expect(screen.queryByTestId('column-print')).toBeNull()
  })

  it('site 2 never has the PDF column, so it cannot be chosen back', async () => {
    await renderRoute('/v2/Dashboard', { user: 'sh0001' })
    const columns = await offered()
    expect(columns).not.toContain('PDF')
    expect(screen.queryByTestId('column-pdf')).toBeNull()
  })

  it('a column the user hid is drawn nowhere and the choice is kept for the user', async () => {
    const app = await renderRoute('/v2/Dashboard', { user: 'fc0001' })
    await offered()
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: '성별' }))
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: '성별' })).toBeNull())
    expect(JSON.parse(app.storage.getItem('columns:fc0001:dashboard') ?? '[]')).toEqual(['gender'])
  })
})

describe('the list’s view in the address (issue 31)', () => {
  const header = (name: string) =>
    screen.getByRole('button', { name: `${name} 정렬` }).closest('th')!

  it('opens the list the address describes, and sorting replaces the address, not adding a page to Back', async () => {
    const app = await renderRoute('/v2/Dashboard?sort=userName&order=asc', { user: 'fc0001' })
    await screen.findAllByTestId('checkup-row')
    await waitFor(() => expect(header('이름').getAttribute('aria-sort')).toBe('ascending'))
    const names = screen.getAllByTestId('customer-name').map((n) => n.textContent ?? '')
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ko')))
    const pages = app.history.length

    fireEvent.click(screen.getByRole('button', { name: '생년월일 정렬' }))
    await waitFor(() => expect(app.history.at(-1)).toMatch(/\?sort=birthday&order=asc$/))
    await waitFor(() => expect(header('생년월일').getAttribute('aria-sort')).toBe('ascending'))
    expect(header('이름').getAttribute('aria-sort')).toBe('none')
    expect(app.history.length).toBe(pages)
    expect(app.storage.getItem('view:fc0001:dashboard')).toBe('sort=birthday&order=asc')
  })

  it('starts from what the user left when the address says nothing of the list', async () => {
    const app = await renderRoute('/v2/Dashboard', {
      user: 'fc0001',
      stored: { 'view:fc0001:dashboard': 'sort=birthday&order=desc' },
    })
    await screen.findAllByTestId('checkup-row')
    await waitFor(() => expect(header('생년월일').getAttribute('aria-sort')).toBe('descending'))
    expect(app.history.at(-1)).toMatch(/\?sort=birthday&order=desc$/)
  })

  it('keeps the path as the user spelled it (the routes take any case), and writes nothing once another page is in the address', async () => {
    const app = await renderRoute('/v2/dashboard', { user: 'fc0001' })
    await screen.findAllByTestId('checkup-row')
    fireEvent.click(screen.getByRole('button', { name: '이름 정렬' }))
    await waitFor(() => expect(app.history.at(-1)).toBe('/v2/dashboard?sort=userName&order=asc'))

    // a search typed, and another page opened before the typing's pause ends
    fireEvent.change(screen.getByLabelText('고객 이름 검색'), { target: { value: '김' } })
    app.navigate('/v2/Gift')
    // once the gift page is shown the dashboard's actor is stopped: nothing can pull it back
    await screen.findByRole('heading', { level: 1, name: /선물/ })
    expect(app.history.at(-1)).toBe('/v2/Gift')
  })
})
