// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { adminRowActions } from '../../src/features/admin-dashboard/domain/admin-checkup'
import { defaultAdminRange } from '../../src/shared/domain/dates'
import { cleanupRoutes, renderRoute } from '../support/render-route'

afterEach(cleanupRoutes)

const STATUS_TEXT = {
  B: '예약',
  C: '검진 진행 확인',
  U: 'PDF 업로드됨',
  D: 'PDF 다운로드됨',
  R: '리포트 생성',
} as const

/** The rows of every page of the grid (the client pages the list, 25 a page), page 1 first. */
async function everyPage() {
  const rows = [...(await screen.findAllByTestId('admin-row'))]
  for (let page = 2; screen.queryByRole('button', { name: `${page} 페이지` }); page++) {
    fireEvent.click(screen.getByRole('button', { name: `${page} 페이지` }))
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: `${page} 페이지` }).getAttribute('aria-current'),
      ).toBe('page'),
    )
    rows.push(...screen.getAllByTestId('admin-row'))
  }
  return rows
}

describe('admin dashboard /Admin/Dashboard (adminp)', () => {
  it('shows one row per partner checkup with its status, and a menu only where S2 §4 gives one', async () => {
    const app = await renderRoute('/Admin/Dashboard', { user: 'adminp' })
    const rows = await everyPage()
    const range = defaultAdminRange(new Date())
    const inRange = app.db.adminCheckups
      .all()
      .filter((r) => r.regDate >= range.start && r.regDate <= range.end)
    expect(rows).toHaveLength(inRange.length)
    expect(
      rows.map((r) => Number(r.querySelector('td')!.textContent)).sort((a, b) => a - b),
    ).toEqual(inRange.map((r) => r.id).sort((a, b) => a - b))
    const statuses = new Set<string>()
    for (const row of rows) {
      const status = row.getAttribute('data-status') as keyof typeof STATUS_TEXT
      statuses.add(status)
      expect(within(row).getByText(STATUS_TEXT[status])).toBeTruthy()
      const menu = within(row).queryByTestId('admin-row-menu')
      expect(menu !== null).toBe(adminRowActions(status).length > 0)
    }
    expect([...statuses].sort()).toEqual(['B', 'C', 'D', 'R', 'U'])
    expect(screen.queryByTestId('grid-empty')).toBeNull()
  })

  it("a D row's menu offers writing the report and the PDF download", async () => {
    await renderRoute('/Admin/Dashboard', { user: 'adminp' })
    const rows = await screen.findAllByTestId('admin-row')
    const row = rows.find((r) => r.getAttribute('data-status') === 'D')!
    fireEvent.click(within(row).getByTestId('admin-row-menu'))
    const write = await screen.findByRole('menuitem', { name: '리포트 작성' })
    expect(write.getAttribute('href')).toMatch(/^\/Admin\/AddReport\?id=\d+&fcCode=OL\d+$/)
    expect(screen.getByRole('menuitem', { name: 'PDF 다운로드' })).toBeTruthy()
    expect(screen.queryByRole('menuitem', { name: '리포트 수정' })).toBeNull()
  })

  it('a failed list call shows the catalogue message and a retry', async () => {
    const app = await renderRoute('/Admin/Dashboard', {
      user: 'adminp',
      handlers: [
        http.get('*/api/admin/checkups', () =>
          HttpResponse.json({ code: 500, message: 'x' }, { status: 500 }),
        ),
      ],
    })
    const error = await screen.findByTestId('grid-error')
    expect(within(error).getByText('오류가 발생했습니다. (500)')).toBeTruthy()
    expect(screen.queryAllByTestId('admin-row')).toHaveLength(0)
    expect(screen.queryByTestId('grid-empty')).toBeNull()

    app.server.resetHandlers()
    fireEvent.click(within(error).getByRole('button', { name: '다시 시도' }))
    expect(await screen.findAllByTestId('admin-row')).not.toHaveLength(0)
  })

  it('an empty range shows the empty text', async () => {
    await renderRoute('/Admin/Dashboard', { user: 'adminp' })
    await screen.findAllByTestId('admin-row')
    fireEvent.change(screen.getByLabelText('종료일'), { target: { value: '2020-01-02' } })
    expect((await screen.findByTestId('grid-empty')).textContent).toBe('조회된 검진이 없습니다.')
    await waitFor(() => expect(screen.queryAllByTestId('admin-row')).toHaveLength(0))
  })
})

describe('the admin list’s view in the address and the memory (issue 31)', () => {
  const header = (name: string) =>
    screen.getByRole('button', { name: `${name} 정렬` }).closest('th')!
  const ids = () =>
    screen.getAllByTestId('admin-row').map((r) => Number(r.querySelector('td')!.textContent))

  it('opens the list the address describes, sorted on the client with aria-sort on its header', async () => {
    const app = await renderRoute('/Admin/Dashboard?sort=id&order=asc', { user: 'adminp' })
    await screen.findAllByTestId('admin-row')
    await waitFor(() => expect(header('ID').getAttribute('aria-sort')).toBe('ascending'))
    expect(header('등록일').getAttribute('aria-sort')).toBe('none')
    const range = defaultAdminRange(new Date())
    const smallest = app.db.adminCheckups
      .all()
      .filter((r) => r.regDate >= range.start && r.regDate <= range.end)
      .map((r) => r.id)
      .sort((a, b) => a - b)
      .slice(0, 25)
    expect(ids()).toEqual(smallest)
  })

  it('sorting turns the rows without a call, replaces the address (Back unchanged) and is kept for the user', async () => {
    const app = await renderRoute('/Admin/Dashboard', { user: 'adminp' })
    await screen.findAllByTestId('admin-row')
    let calls = 0
    app.server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/admin/checkups') calls++
    })
    const pages = app.history.length

    fireEvent.click(screen.getByRole('button', { name: 'ID 정렬' }))
    await waitFor(() => expect(header('ID').getAttribute('aria-sort')).toBe('ascending'))
    const up = ids()
    expect(up).toEqual([...up].sort((a, b) => a - b))
    fireEvent.click(screen.getByRole('button', { name: 'ID 정렬' }))
    await waitFor(() => expect(header('ID').getAttribute('aria-sort')).toBe('descending'))
    const down = ids()
    expect(down).toEqual([...down].sort((a, b) => b - a))

    await waitFor(() => expect(app.history.at(-1)).toMatch(/\?sort=id&order=desc$/))
    expect(app.history.length).toBe(pages)
    expect(app.storage.getItem('view:adminp:adminDashboard')).toBe('sort=id&order=desc')
    expect(calls).toBe(0)
  })

  it('starts from what the user left when the address says nothing of the list', async () => {
    const app = await renderRoute('/Admin/Dashboard', {
      user: 'adminp',
      stored: { 'view:adminp:adminDashboard': 'page=2&sort=name&order=desc' },
    })
    await screen.findAllByTestId('admin-row')
    await waitFor(() => expect(header('이름').getAttribute('aria-sort')).toBe('descending'))
    expect(screen.getByRole('button', { name: '2 페이지' }).getAttribute('aria-current')).toBe(
      'page',
    )
    expect(app.history.at(-1)).toMatch(/\?page=2&sort=name&order=desc$/)
  })

  it('the reset brings the last month, page 1 and newest first back, and clears the address and the memory', async () => {
    const app = await renderRoute(
      '/Admin/Dashboard?start=20200101&end=20200102&sort=id&order=asc',
      {
        user: 'adminp',
      },
    )
    await screen.findByTestId('grid-empty')
    fireEvent.click(screen.getByTestId('view-reset'))
    await screen.findAllByTestId('admin-row')
    await waitFor(() => expect(header('등록일').getAttribute('aria-sort')).toBe('descending'))
    await waitFor(() => expect(app.history.at(-1)).toBe('/Admin/Dashboard'))
    expect(app.storage.getItem('view:adminp:adminDashboard')).toBeNull()
  })

  it('a column the user hid is drawn nowhere and the choice is kept; the id and the menu are always shown', async () => {
    const app = await renderRoute('/Admin/Dashboard', { user: 'adminp' })
    await screen.findAllByTestId('admin-row')
    fireEvent.click(screen.getByRole('button', { name: '열 선택' }))
    const offered = (await screen.findAllByRole('menuitemcheckbox')).map((i) =>
      i.textContent?.trim(),
    )
    expect(offered).toEqual(expect.arrayContaining(['회사', 'FC 코드', '성별']))
    expect(offered).not.toContain('ID')
    expect(offered).not.toContain('메뉴')
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: '회사' }))
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /회사/ })).toBeNull())
    expect(JSON.parse(app.storage.getItem('columns:adminp:adminDashboard') ?? '[]')).toEqual([
      'company',
    ])
  })
})
