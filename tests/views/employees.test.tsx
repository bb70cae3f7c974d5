// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { cleanupRoutes, renderRoute } from '../support/render-route'

afterEach(cleanupRoutes)

const rowOf = async (employeeId: string) =>
  (await screen.findAllByTestId('employee-row')).find(
    (r) => r.getAttribute('data-employee-id') === employeeId,
  )!

/** the ids of the rows shown now */
const shownIds = () =>
  screen.queryAllByTestId('employee-row').map((r) => r.getAttribute('data-employee-id'))

/**
 * Opens the row menu of the employee called `name` and chooses `item` as a pointer does: the menu
 * chooses the item it shows highlighted, which the pointer going down on it does (a click alone
 * chooses nothing).
 */
async function chooseFromRowMenu(name: string, item: string) {
  fireEvent.click(await screen.findByRole('button', { name: `${name} 메뉴` }))
  const choice = await screen.findByRole('menuitem', { name: item })
  fireEvent.pointerDown(choice)
  await waitFor(() => expect(choice.hasAttribute('data-highlighted')).toBe(true))
  fireEvent.click(choice)
}

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

  it('leaving after a failing load goes back to the page shown before, with its query', async () => {
    let failing = false
    const app = await renderRoute('/v2/Statistics/Checkup?from=menu', {
      user: 'siteadmin',
      handlers: [
        http.get('*/api/employees', () =>
          failing ? HttpResponse.json({ code: 500, message: 'x' }, { status: 500 }) : undefined,
        ),
      ],
    })
    await screen.findByTestId('statistics-employee')
    failing = true
    app.navigate('/v2/Employee')
    expect(await screen.findByText('권한이 없습니다.')).toBeTruthy()
    await waitFor(() => expect(app.location).toBe('/v2/Statistics/Checkup'))
    expect(app.navigations.at(-1)).toEqual({
      to: '/v2/Statistics/Checkup?from=menu',
      replace: true,
    })
  })

  it('the distribute slider gives 0 to the caller’s count: out of range is said and clamped, then it gives', async () => {
    // empadmin holds 200; 배분받음 (empfc01) has 4 from it
    const app = await renderRoute('/v2/Employee', { user: 'empadmin' })
    await rowOf('empfc01')
    await chooseFromRowMenu('배분받음', '사용권 지급')
    const dialog = await screen.findByTestId('amount-dialog')
    expect(within(dialog).getByText('지급할 수량을 0부터 200개 사이에서 고르세요.')).toBeTruthy()
    // the slider's thumb is drawn once the slider has measured itself
    const slider = await within(dialog).findByRole('slider', { name: '지급 수량' })
    const field = within(dialog).getByRole('spinbutton', { name: '지급 수량' }) as HTMLInputElement
    // the keyboard moves the slider to its end: the field follows
    fireEvent.keyDown(slider, { key: 'End' })
    await waitFor(() => expect(field.value).toBe('200'))
    fireEvent.change(field, { target: { value: '250' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '적용' }))
    await waitFor(() =>
      expect(within(dialog).getByText('0 이상 200 이하의 값을 입력 해 주세요.')).toBeTruthy(),
    )
    expect(field.value).toBe('200')
    expect(slider.getAttribute('aria-valuenow')).toBe('200')
    fireEvent.change(field, { target: { value: '3' } })
    await waitFor(() => expect(slider.getAttribute('aria-valuenow')).toBe('3'))
    fireEvent.click(within(dialog).getByRole('button', { name: '적용' }))
    await waitFor(() => expect(screen.queryByTestId('amount-dialog')).toBeNull())
    expect(app.db.staff.findFirst((q) => q.where({ userId: 'empfc01' }))?.distributed).toBe(7)
  })

  it('deleting an employee from its row menu asks first, then removes the row and says so', async () => {
    // fc0002 (이설계) holds no vouchers, so the server lets it go; each render has a fresh mock
    const app = await renderRoute('/v2/Employee', { user: 'empadmin' })
    await rowOf('fc0002')
    const before = Number(screen.getByTestId('count-employees').textContent)

    await chooseFromRowMenu('이설계', '삭제')
    const dialog = await screen.findByTestId('employee-confirm')
    expect(
      within(dialog).getByText('이설계님의 계정을 삭제하시겠습니까? 되돌릴 수 없습니다.'),
    ).toBeTruthy()
    expect(shownIds()).toContain('fc0002')
    fireEvent.click(within(dialog).getByRole('button', { name: '확인' }))

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('이설계님의 계정을 삭제했습니다.'),
    )
    await waitFor(() => expect(screen.queryByTestId('employee-confirm')).toBeNull())
    await waitFor(() => expect(shownIds()).not.toContain('fc0002'))
    await waitFor(() =>
      expect(screen.getByTestId('count-employees').textContent).toBe(String(before - 1)),
    )
    expect(shownIds()).toContain('fc0001')
    expect(app.db.staff.findFirst((q) => q.where({ userId: 'fc0002' }))).toBeFalsy()
  })

  it("editing an employee's name in the modify dialog shows the new name in its row", async () => {
    const app = await renderRoute('/v2/Employee', { user: 'empadmin' })
    const nameIn = (employeeId: string) =>
      screen
        .getAllByTestId('employee-row')
        .find((r) => r.getAttribute('data-employee-id') === employeeId)
        ?.querySelector('[data-testid="employee-name"]')?.textContent
    expect(within(await rowOf('empfc01')).getByTestId('employee-name').textContent).toBe('배분받음')

    await chooseFromRowMenu('배분받음', '정보 수정')
    const dialog = await screen.findByTestId('modify-dialog')
    const name = within(dialog).getByLabelText('이름') as HTMLInputElement
    expect(name.value).toBe('배분받음')
    fireEvent.change(name, { target: { value: '  이름바꿈  ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }))

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('이름바꿈님의 정보를 수정했습니다.'),
    )
    await waitFor(() => expect(screen.queryByTestId('modify-dialog')).toBeNull())
    await waitFor(() => expect(nameIn('empfc01')).toBe('이름바꿈'))
    expect(screen.queryByText('배분받음')).toBeNull()
    expect(app.db.staff.findFirst((q) => q.where({ userId: 'empfc01' }))?.name).toBe('이름바꿈')
  })
})
