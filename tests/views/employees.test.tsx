// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { cleanupRoutes, renderRoute } from '../support/render-route'

afterEach(cleanupRoutes)

const rowOf = async (employeeId: string) =>
  (await screen.findAllByTestId('employee-row')).find(
    (r) => r.getAttribute('data-employee-id') === employeeId,
  )!

describe('employees /v2/Employee (empadmin, site 3)', () => {
  it('shows the counters and a row per employee with the prefixed id and the quantities', async () => {
    const app = await renderRoute('/v2/Employee', { user: 'empadmin' })
    const row = await rowOf('fc0001')
    expect(within(row).getByTestId('employee-id').textContent).toBe('HKfc0001')
    expect(within(row).getByTestId('employee-limit').textContent).toBe('20')
    expect(within(row).getByTestId('employee-license').textContent).toBe('30')
    expect(within(await rowOf('unlimited')).getByTestId('employee-limit').textContent).toBe(
      '무제한',
    )
    const listed = app.db.staff
      .all()
      .filter((s) => s.active && s.siteId === 3 && ['B', 'F'].includes(s.auth))
    expect(screen.getByTestId('count-employees').textContent).toBe(String(listed.length))
    expect(screen.getAllByTestId('employee-row')).toHaveLength(Math.min(25, listed.length))
  })

  it('a failing first load says no permission and leaves the page', async () => {
    const app = await renderRoute('/v2/Employee', {
      user: 'empadmin',
      handlers: [
        http.get('*/api/employees', () =>
          HttpResponse.json({ code: 500, message: 'x' }, { status: 500 }),
        ),
      ],
    })
    expect(await screen.findByText('권한이 없습니다.')).toBeTruthy()
    await waitFor(() => expect(app.location).not.toMatch(/employee/i))
  })
})
