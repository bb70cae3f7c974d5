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
    // back with its query (the statistics page then writes its own view into the address)
    expect(app.navigations).toContainEqual({
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
    // the dialog opens on the field; the user goes back to the slider, and the keyboard moves it
    // to its end: the field follows
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    slider.focus()
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

describe('the employee list’s view in the address and the memory (issue 31)', () => {
  const header = (name: string) =>
    screen.getByRole('button', { name: `${name} 정렬` }).closest('th')!
  /** the numbers (or 무제한) of a column, row by row */
  const cells = (testId: string) => screen.getAllByTestId(testId).map((c) => c.textContent ?? '')

  it('opens sorted as the address says: remaining rights largest first, the unlimited on top', async () => {
    await renderRoute('/v2/Employee?sort=limit&order=desc', { user: 'empadmin' })
    await screen.findAllByTestId('employee-row')
    await waitFor(() => expect(header('회수 가능').getAttribute('aria-sort')).toBe('descending'))
    expect(header('지점').getAttribute('aria-sort')).toBe('none')
    const limits = cells('employee-limit')
    expect(limits[0]).toBe('무제한')
    const numbers = limits.filter((l) => l !== '무제한').map((l) => Number(l.replace(/,/g, '')))
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a))
  })

  it('sorting replaces the address (Back keeps its length) and is kept for the user', async () => {
    const app = await renderRoute('/v2/Employee', { user: 'empadmin' })
    await screen.findAllByTestId('employee-row')
    await waitFor(() => expect(header('지점').getAttribute('aria-sort')).toBe('ascending'))
    const pages = app.history.length

    fireEvent.click(screen.getByRole('button', { name: '회수 불가 정렬' }))
    await waitFor(() => expect(app.history.at(-1)).toMatch(/\?sort=licenseQuantity&order=desc$/))
    await waitFor(() => expect(header('회수 불가').getAttribute('aria-sort')).toBe('descending'))
    await waitFor(() => {
      const license = cells('employee-license').map((l) => Number(l.replace(/,/g, '')))
      expect(license).toEqual([...license].sort((a, b) => b - a))
    })
    expect(app.history.length).toBe(pages)
    expect(app.storage.getItem('view:empadmin:employees')).toBe('sort=licenseQuantity&order=desc')

    // one click back to the list's own order: nothing in the address or the memory
    fireEvent.click(screen.getByTestId('view-reset'))
    await waitFor(() => expect(app.history.at(-1)).toBe('/v2/Employee'))
    await waitFor(() => expect(header('지점').getAttribute('aria-sort')).toBe('ascending'))
    expect(app.storage.getItem('view:empadmin:employees')).toBeNull()
    expect(app.history.length).toBe(pages)
  })

  it('starts from what the user left when the address says nothing of the list', async () => {
    const app = await renderRoute('/v2/Employee', {
      user: 'empadmin',
      stored: { 'view:empadmin:employees': 'sort=name&order=desc' },
    })
    await screen.findAllByTestId('employee-row')
    await waitFor(() => expect(header('이름').getAttribute('aria-sort')).toBe('descending'))
    expect(app.history.at(-1)).toMatch(/\?sort=name&order=desc$/)
    const names = cells('employee-name')
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'ko')))
  })

  it('a column the user hid is drawn nowhere and kept for the user; the name and the menu are always there', async () => {
    const app = await renderRoute('/v2/Employee', {
      user: 'empadmin',
      stored: { 'columns:empadmin:employees': JSON.stringify(['inUse']) },
    })
    await screen.findAllByTestId('employee-row')
    expect(screen.queryByRole('columnheader', { name: /사용 중/ })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '열 선택' }))
    const offered = (await screen.findAllByRole('menuitemcheckbox')).map((i) =>
      i.textContent?.trim(),
    )
    expect(offered).toEqual(expect.arrayContaining(['지점', '권한', '회수 가능', '사용 중']))
    expect(offered).not.toContain('이름')
    expect(offered).not.toContain('메뉴')
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: '지점' }))
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /지점/ })).toBeNull())
    expect(JSON.parse(app.storage.getItem('columns:empadmin:employees') ?? '[]')).toEqual([
      'inUse',
      'branch',
    ])
  })
})
