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

describe('admin dashboard /Admin/Dashboard (adminp)', () => {
  it('shows one row per partner checkup with its status, and a menu only where S2 §4 gives one', async () => {
    const app = await renderRoute('/Admin/Dashboard', { user: 'adminp' })
    const rows = await screen.findAllByTestId('admin-row')
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
