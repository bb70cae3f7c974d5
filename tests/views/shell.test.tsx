// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { cleanupRoutes, renderRoute } from '../support/render-route'

afterEach(cleanupRoutes)

describe('app bar', () => {
  it('a skip link is the first Tab stop and leads past the app bar to the page', async () => {
    await renderRoute('/v2/Dashboard', { user: 'fc0001' })
    await screen.findByTestId('app-bar')
    const link = screen.getByTestId('skip-link')
    expect(link.textContent).toBe('본문으로 건너뛰기')
    const tabbable = document.querySelectorAll(
      'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
    )
    expect(tabbable[0]).toBe(link)
    const main = document.getElementById(link.getAttribute('href')!.slice(1))!
    expect(main.tagName).toBe('MAIN')
    // focusable from the link, not a Tab stop of its own
    expect(main.getAttribute('tabindex')).toBe('-1')
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('리포트 발급 내역')
  })

  it('shows fc0001 the usage counter, the unread count and the FC link line', async () => {
    await renderRoute('/v2/Dashboard', { user: 'fc0001' })
    const bar = await screen.findByTestId('app-bar')
    const counter = await within(bar).findByTestId('usage-counter')
    expect(counter.textContent).toBe('사용권50 회')
    expect(counter.getAttribute('href')).toBe('/v2/Product')
    expect((await within(bar).findByTestId('bell-count')).textContent).toBe('3')
    const bellName = within(bar).getByTestId('bell').getAttribute('aria-label')!
    expect(bellName).toBe('읽지 않은 알림: 3')
    // the name holds the count it shows as a word of its own (WCAG 2.5.3, label in name)
    expect(bellName.split(/\s+/)).toContain(within(bar).getByTestId('bell-count').textContent)
    expect((await within(bar).findByTestId('message-line-text')).textContent).toBe(
      '나의 FC 링크: http://portal.test/F/LINK0001',
    )
    // fc0001 holds voucher roles: the voucher tools show, with the ordinary create button
    expect(within(bar).getByTestId('voucher-count')).toBeTruthy()
    expect(within(bar).getByRole('button', { name: '바우처 생성' })).toBeTruthy()
  })

  it('the copy button copies the FC link and says so', async () => {
    const app = await renderRoute('/v2/Dashboard', { user: 'fc0001' })
    fireEvent.click(await screen.findByTestId('message-line-copy'))
    await waitFor(() =>
      expect(app.spies.copy).toHaveBeenCalledWith('http://portal.test/F/LINK0001'),
    )
    expect((await screen.findByTestId('snackbar')).textContent).toContain('FC 링크를 복사했습니다.')
  })

  it('a failed copy says so', async () => {
    const app = await renderRoute('/v2/Dashboard', { user: 'fc0001' })
    app.spies.copy.mockRejectedValueOnce(new Error('denied'))
    fireEvent.click(await screen.findByTestId('message-line-copy'))
    expect((await screen.findByTestId('snackbar')).textContent).toContain(
      'FC 링크 복사를 실패했습니다.',
    )
  })

  it('siteadmin sees the virtual account awaiting deposit instead of an FC link', async () => {
    await renderRoute('/v2/Dashboard', { user: 'siteadmin' })
    const line = await screen.findByTestId('message-line-text')
    expect(line.textContent).toMatch(/^입금 대기: .+ \(예금주 .+\) · [\d,]+원 · 입금 기한 /)
    expect((await screen.findByTestId('usage-counter')).textContent).toBe('사용권200 회')
  })

  it('site 48 (pt0001) has no bell and creates QR vouchers', async () => {
    await renderRoute('/v2/Dashboard', { user: 'pt0001' })
    const bar = await screen.findByTestId('app-bar')
    expect((await within(bar).findByTestId('usage-counter')).textContent).toBe('사용권30 회')
    expect(within(bar).getByRole('button', { name: '바우처 QR 생성' })).toBeTruthy()
    expect(within(bar).queryByTestId('bell')).toBeNull()
    expect(within(bar).queryByTestId('bell-count')).toBeNull()
  })

  it('read-all asks first, then clears the unread count', async () => {
    await renderRoute('/v2/Dashboard', { user: 'fc0001' })
    fireEvent.click(await screen.findByTestId('bell'))
    const list = await screen.findByTestId('notification-list')
    // the list's answer may come after the bell is shown: its items are waited on
    const items = await within(list).findAllByTestId('notification')
    expect(items.filter((n) => n.getAttribute('data-read') === '0')).toHaveLength(3)
    // a menu holds menu items only (axe aria-required-children): no plain button in it
    expect(within(list).queryAllByRole('button')).toHaveLength(0)
    const readAll = within(list).getByRole('menuitem', { name: '모두 읽음' })
    // a menu item is chosen as a pointer does: going down on it highlights it, the click chooses
    fireEvent.pointerDown(readAll)
    await waitFor(() => expect(readAll.hasAttribute('data-highlighted')).toBe(true))
    fireEvent.click(readAll)
    const confirm = await screen.findByTestId('read-all-confirm')
    expect(confirm.textContent).toContain('읽지 않은 알림을 모두 읽음으로 표시할까요?')
    fireEvent.click(within(confirm).getByRole('button', { name: '확인' }))
    await waitFor(() => expect(screen.queryByTestId('bell-count')).toBeNull())
    expect(screen.getByTestId('bell').getAttribute('aria-label')).toBe('읽지 않은 알림: 0')
  })

  it('the notification of created vouchers shows three of its codes and how many more', async () => {
    const { db } = await renderRoute('/v2/Dashboard', { user: 'fc0001' })
    const bar = await screen.findByTestId('app-bar')
    fireEvent.change(within(bar).getByLabelText('바우처 수량'), { target: { value: '5' } })
    fireEvent.click(within(bar).getByRole('button', { name: '바우처 생성' }))
    const confirm = await screen.findByTestId('voucher-confirm')
    fireEvent.click(within(confirm).getByRole('button', { name: '생성하기' }))
    expect((await screen.findByTestId('snackbar')).textContent).toContain(
      '바우처가 생성되었습니다.',
    )
    const codes = db.createdVouchers.all().map((v) => v.code)
    expect(codes).toHaveLength(5)

    fireEvent.click(screen.getByTestId('bell'))
    const list = await screen.findByTestId('notification-list')
    const created = await within(list).findByText('바우처 5개가 생성되었습니다.')
    const item = created.closest('[data-testid="notification"]') as HTMLElement
    expect(within(item).getByTestId('notification-text').textContent).toBe(
      codes.slice(0, 3).join('\n'),
    )
    expect(within(item).getByText('외 2개')).toBeTruthy()
  })
})

describe('the app bar and the drawer per account', () => {
  it('an unlimited-use account sees the unlimited word in the usage counter', async () => {
    await renderRoute('/v2/Dashboard', { user: 'unlimited' })
    const bar = await screen.findByTestId('app-bar')
    expect((await within(bar).findByTestId('usage-counter')).textContent).toContain('무제한')
  })

  it('a user without notifications sees the empty text (branchmgr)', async () => {
    await renderRoute('/v2/Dashboard', { user: 'branchmgr' })
    fireEvent.click(await screen.findByTestId('bell'))
    const list = await screen.findByTestId('notification-list')
    await waitFor(() => expect(list.textContent).toContain('알림이 없습니다.'))
    expect(within(list).queryAllByTestId('notification')).toHaveLength(0)
  })

  it('the drawer of fc0001 names the user and has no employee, statistics or admin pages', async () => {
    await renderRoute('/v2/Dashboard', { user: 'fc0001' })
    fireEvent.click(await screen.findByTestId('drawer-button'))
    const drawer = await screen.findByTestId('drawer')
    expect(within(drawer).getByTestId('drawer-user-id').textContent).toBe('fc0001')
    expect(within(drawer).getByTestId('menu-dashboard')).toBeTruthy()
    for (const id of ['menu-employee', 'menu-group-statistics', 'menu-adminDashboard'])
      expect(within(drawer).queryByTestId(id)).toBeNull()
  })

  it('the drawer of siteadmin has employee management and statistics', async () => {
    await renderRoute('/v2/Dashboard', { user: 'siteadmin' })
    fireEvent.click(await screen.findByTestId('drawer-button'))
    const drawer = await screen.findByTestId('drawer')
    expect(within(drawer).getByTestId('drawer-user-id').textContent).toBe('siteadmin')
    for (const id of ['menu-employee', 'menu-group-statistics', 'menu-statisticsOverview'])
      expect(within(drawer).getByTestId(id)).toBeTruthy()
  })

  it("the drawer's logout goes to the login page and forgets the session", async () => {
    const app = await renderRoute('/v2/Dashboard', { user: 'fc0001' })
    fireEvent.click(await screen.findByTestId('drawer-button'))
    fireEvent.click(within(await screen.findByTestId('drawer')).getByTestId('logout'))
    await screen.findByTestId('login-card')
    expect(app.location.toLowerCase()).toBe('/v2/login')
    expect(app.storage.getItem('x-auth-token')).toBeNull()
    expect(app.storage.getItem('refresh-token')).toBeNull()
    // a signed-in page asked for afterwards is the login page again
    app.navigate('/v2/dashboard')
    await waitFor(() => expect(app.location.toLowerCase()).toBe('/v2/login'))
    expect(screen.getByTestId('login-card')).toBeTruthy()
  })
})
