// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { cleanupRoutes, renderRoute } from '../support/render-route'

afterEach(cleanupRoutes)

const appIdInput = () => screen.getByLabelText<HTMLInputElement>('고객 앱 아이디')
const submitButton = () =>
  within(appIdInput().closest('form')!).getByRole('button', { name: '사용권 제공' })
const typeAppId = (value: string) => fireEvent.change(appIdInput(), { target: { value } })

describe('give page /v2/Give', () => {
  it('shows the usable count of fc0001 and refuses an empty app id', async () => {
    await renderRoute('/v2/Give', { user: 'fc0001' })
    expect((await screen.findByTestId('give-usable')).textContent).toBe('50 회')
    fireEvent.click(submitButton())
    expect((await screen.findByTestId('give-error')).textContent).toBe(
      '사용권을 제공할 고객의 앱 아이디를 입력해 주세요.',
    )
    expect(appIdInput().getAttribute('aria-invalid')).toBe('true')
    // typing clears the message
    typeAppId('m')
    await waitFor(() => expect(screen.queryByTestId('give-error')).toBeNull())
  })

  it('tells fc0002 (usable count 0) there are no usable rights', async () => {
    await renderRoute('/v2/Give', { user: 'fc0002' })
    expect((await screen.findByTestId('give-usable')).textContent).toBe('0 회')
    typeAppId('member01')
    fireEvent.click(submitButton())
    expect((await screen.findByTestId('give-error')).textContent).toBe(
      '제공 가능한 사용권이 없습니다. 사용권을 구매 후 사용해 주세요.',
    )
    expect(screen.queryByTestId('give-confirm')).toBeNull()
  })

  it('an unknown app id shows the not-found message from the catalogue', async () => {
    await renderRoute('/v2/Give', { user: 'fc0001' })
    await screen.findByTestId('give-usable')
    typeAppId('nobody-here')
    fireEvent.click(submitButton())
    expect((await screen.findByTestId('give-error')).textContent).toBe(
      '앱 아이디를 찾을 수 없습니다. 다시 확인해 주세요.',
    )
  })

  it('disables the submit button while the customer is checked', async () => {
    let open!: () => void
    const gate = new Promise<void>((resolve) => (open = resolve))
    await renderRoute('/v2/Give', {
      user: 'fc0001',
      handlers: [
        http.get('*/api/vouchers/customers/:userId', async () => {
          await gate
        }),
      ],
    })
    await screen.findByTestId('give-usable')
    typeAppId('member01')
    const submit = submitButton()
    fireEvent.click(submit)
    await waitFor(() => expect(submit).toHaveProperty('disabled', true))
    expect(submit.hasAttribute('data-loading')).toBe(true)
    open()
    expect(await screen.findByTestId('give-confirm')).toBeTruthy()
  })

  it('confirms the customer, gives, and both counters drop by one', async () => {
    await renderRoute('/v2/Give', { user: 'fc0001' })
    await screen.findByTestId('give-usable')
    expect((await screen.findByTestId('usage-counter')).textContent).toContain('50 회')
    typeAppId('member01')
    fireEvent.click(submitButton())
    const dialog = await screen.findByTestId('give-confirm')
    expect(dialog.textContent).toContain('김건강(member01) 고객에게')
    fireEvent.click(within(dialog).getByRole('button', { name: '제공하기' }))
    expect((await screen.findByTestId('snackbar')).textContent).toContain(
      '김건강님에게 사용권을 제공했습니다.',
    )
    await waitFor(() => expect(screen.getByTestId('give-usable').textContent).toBe('49 회'))
    await waitFor(() => expect(screen.getByTestId('usage-counter').textContent).toContain('49 회'))
    expect(appIdInput().value).toBe('')
  })
})

describe('inputs longer than the contract takes (decision 011)', () => {
  /** every voucher request the app sends from now on, with its method */
  function recordVoucherCalls(app: Awaited<ReturnType<typeof renderRoute>>) {
    const calls: string[] = []
    app.server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname
      if (path.startsWith('/api/vouchers')) calls.push(`${request.method} ${path}`)
    })
    return calls
  }

  it('an app id of 65 characters shows its message, stays as typed, and checks nothing', async () => {
    const app = await renderRoute('/v2/Give', { user: 'fc0001' })
    await screen.findByTestId('give-usable')
    const calls = recordVoucherCalls(app)
    const long = 'm'.repeat(65)
    typeAppId(long)
    fireEvent.click(submitButton())
    expect((await screen.findByTestId('give-error')).textContent).toBe(
      '앱 아이디는 64자 이내로 입력해 주세요.',
    )
    expect(appIdInput().value).toBe(long)
    expect(calls).toEqual([])
  })

  it('an unlimited user asking for 1001 vouchers is told the maximum beside the count; nothing is created', async () => {
    const app = await renderRoute('/v2/Give', { user: 'unlimited' })
    const bar = await screen.findByTestId('app-bar')
    const count = within(bar).getByTestId<HTMLInputElement>('voucher-count')
    expect(within(bar).getByLabelText('수량')).toBe(count)
    const calls = recordVoucherCalls(app)
    fireEvent.change(count, { target: { value: '1001' } })
    fireEvent.blur(count)
    fireEvent.click(within(bar).getByRole('button', { name: '바우처 생성' }))
    expect((await within(bar).findByTestId('voucher-count-error')).textContent).toBe(
      '바우처는 한 번에 1000개까지 생성할 수 있습니다.',
    )
    expect(count.value).toBe('1001')
    expect(count.getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByTestId('voucher-confirm')).toBeNull()
    expect(calls).toEqual([])

    // 1000 goes through the confirmation to one createVoucher call
    fireEvent.change(count, { target: { value: '1000' } })
    await waitFor(() => expect(within(bar).queryByTestId('voucher-count-error')).toBeNull())
    fireEvent.click(within(bar).getByRole('button', { name: '바우처 생성' }))
    const confirm = await screen.findByTestId('voucher-confirm')
    fireEvent.click(within(confirm).getByRole('button', { name: '생성하기' }))
    expect((await screen.findByTestId('snackbar')).textContent).toContain(
      '바우처가 생성되었습니다.',
    )
    expect(calls).toEqual(['POST /api/vouchers/batch'])
  })
})

describe('the QR voucher of site 48', () => {
  it('pt0001 creates one: the QR popup, fetched as a chunk of its own, shows the new link', async () => {
    const app = await renderRoute('/v2/Dashboard', { user: 'pt0001' })
    const bar = await screen.findByTestId('app-bar')
    const calls: string[] = []
    app.server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname
      if (path.startsWith('/api/vouchers')) calls.push(`${request.method} ${path}`)
    })
    fireEvent.click(within(bar).getByRole('button', { name: '바우처 QR 생성' }))
    const confirm = await screen.findByTestId('voucher-confirm')
    expect(confirm.textContent).toContain('바우처 1개를 생성합니다. 사용권이 1회 차감됩니다.')
    fireEvent.click(within(confirm).getByRole('button', { name: '생성하기' }))
    const popup = await screen.findByTestId('qr-popup')
    const link = within(popup).getByTestId('qr-link').textContent!
    expect(link).toMatch(/\/voucher\/qr\/\w+$/)
    // the QR itself: the encoder drew its pattern
    expect(popup.querySelector('svg path')?.getAttribute('d')).toBeTruthy()
    expect(within(popup).getByTestId('qr-countdown').textContent).toMatch(/^0[12]:\d\d$/)
    expect(calls).toEqual(['POST /api/vouchers/batch'])
  })
})
