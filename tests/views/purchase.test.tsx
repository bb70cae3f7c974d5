// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { cleanupRoutes, renderRoute } from '../support/render-route'
import { providerPaid } from '../support/checkout'
import { OFFLINE_PAYMENT } from '../../src/features/purchase/settings'
import { productRow } from '../support/rows'

afterEach(cleanupRoutes)

const quantity = () => screen.getByTestId<HTMLInputElement>('quantity')
const cost = () => screen.getByTestId('purchase-cost').textContent

describe('product list /v2/Product', () => {
  it('shows the products and the purchase dialog: cost = quantity x price, pay disabled at 0', async () => {
    await renderRoute('/v2/Product', { user: 'fc0001' })
    expect(await screen.findAllByTestId('product-card')).toHaveLength(3)
    fireEvent.click(screen.getByTestId('open-purchase'))
    const dialog = await screen.findByTestId('purchase-dialog')
    // its close button says what it does (it was an empty button)
    expect(within(dialog).getByRole('button', { name: '닫기' })).toBeTruthy()
    // the sold-out promotion is shown, marked and not selectable (S1 §5)
    const options = within(dialog).getAllByRole<HTMLOptionElement>('option')
    const soldOut = options.filter((o) => o.disabled)
    expect(soldOut.map((o) => o.textContent)).toEqual([expect.stringMatching(/\(품절\)$/)])
    expect(options.filter((o) => !o.disabled)).toHaveLength(2)
    expect(quantity().value).toBe('0')
    expect(cost()).toBe('0원')
    expect(within(dialog).getByTestId('pay')).toHaveProperty('disabled', true)
    fireEvent.click(within(dialog).getByLabelText('수량 5개 늘리기'))
    fireEvent.click(within(dialog).getByLabelText('수량 5개 늘리기'))
    await waitFor(() => expect(quantity().value).toBe('10'))
    expect(cost()).toBe('25,000원')
    expect(within(dialog).getByTestId('pay')).toHaveProperty('disabled', false)
    // never negative
    fireEvent.change(quantity(), { target: { value: '-7' } })
    await waitFor(() => expect(quantity().value).toBe('7'))
    for (let i = 0; i < 3; i++) fireEvent.click(within(dialog).getByLabelText('수량 5개 줄이기'))
    await waitFor(() => expect(quantity().value).toBe('0'))
    // card and transfer only; vbank is not offered
    expect(within(dialog).getByTestId('method-card')).toBeTruthy()
    expect(within(dialog).getByTestId('method-trans')).toBeTruthy()
    expect(within(dialog).queryByTestId('method-vbank')).toBeNull()
  })

  it('a list of one product goes to its detail', async () => {
    const route = await renderRoute('/v2/Product', {
      user: 'fc0001',
      handlers: [
        http.get('*/api/products', () =>
          HttpResponse.json({
            code: 200,
            data: [productRow(1, { name: '프리미엄 리포트 사용권', price: 3000, salePrice: 2500 })],
          }),
        ),
      ],
    })
    await waitFor(() => expect(route.location).toBe('/v2/Product/1'))
    expect(await screen.findByTestId('product-detail')).toBeTruthy()
  })
})

describe('product detail /v2/Product/{id}', () => {
  it('quantity minimum 10, default 10, step 5; the refund text in its lines', async () => {
    await renderRoute('/v2/Product/1', { user: 'fc0001' })
    await screen.findByTestId('product-detail')
    expect(quantity().value).toBe('10')
    expect(cost()).toBe('25,000원')
    fireEvent.click(screen.getByLabelText('수량 5개 줄이기'))
    expect(quantity().value).toBe('10')
    fireEvent.click(screen.getByLabelText('수량 5개 늘리기'))
    await waitFor(() => expect(quantity().value).toBe('15'))
    expect(screen.getAllByTestId('refund-line')).toHaveLength(2)
    expect(screen.getByTestId('pay')).toHaveProperty('disabled', false)
  })

  it('a promotion is capped at its purchasable quantity', async () => {
    await renderRoute('/v2/Product/2', { user: 'fc0001' })
    await screen.findByTestId('product-detail')
    fireEvent.change(quantity(), { target: { value: '999' } })
    await waitFor(() => expect(quantity().value).toBe('200'))
  })

  it('refuses an unlimited-use customer', async () => {
    await renderRoute('/v2/Product/1', { user: 'unlimited' })
    expect((await screen.findByTestId('pay-blocked')).textContent).toBe(
      '무제한 이용 고객은 구매할 수 없습니다.',
    )
    expect(screen.getByTestId('pay')).toHaveProperty('disabled', true)
  })

  it('a sold-out product says so and goes back to the list', async () => {
    const route = await renderRoute('/v2/Product/3', { user: 'fc0001' })
    expect(await screen.findByText('품절되었습니다.')).toBeTruthy()
    await waitFor(() => expect(route.location).toBe('/v2/Product'))
  })
})

describe('payment result pages', () => {
  it('/v2/PaymentCallback without a result: invalid access', async () => {
    await renderRoute('/v2/PaymentCallback', { user: 'fc0001' })
    expect((await screen.findByTestId('payment-invalid')).textContent).toBe('잘못된 접근입니다.')
  })

  it('the mobile callback confirms once: paid, the count rises; a reload shows the same result', async () => {
    const route = await renderRoute('/v2/Give', { user: 'fc0001' })
    await screen.findByTestId('give-usable')
    const back = await providerPaid(route)
    route.navigate(`${back.pathname}${back.search}`)
    expect((await screen.findByTestId('payment-paid')).textContent).toContain('사용권 10개')
    await waitFor(() =>
      expect(route.portal.session.getSnapshot().context.session?.usableCount).toBe(60),
    )
    // the same callback again (a reload): already processed, looked up, still paid once
    route.navigate('/v2/Give')
    await screen.findByTestId('give-usable')
    route.navigate(`${back.pathname}${back.search}`)
    expect(await screen.findByTestId('payment-paid')).toBeTruthy()
    const fc = route.db.staff.findFirst((q) => q.where({ userId: 'fc0001' }))!
    expect(fc.usableCount).toBe(60)
  })

  it('once paid, the result page shows the count now held and leads to 사용권 제공', async () => {
    const route = await renderRoute('/v2/Give', { user: 'fc0001' })
    await screen.findByTestId('give-usable')
    const back = await providerPaid(route)
    route.navigate(`${back.pathname}${back.search}`)
    await screen.findByTestId('payment-paid')
    // 50 before, 10 bought
    await waitFor(() =>
      expect(screen.getByTestId('payment-usable-now').textContent).toBe(
        '지금 제공할 수 있는 사용권: 60개',
      ),
    )
    fireEvent.click(screen.getByRole('button', { name: '사용권 제공하기' }))
    // the give page, with the count just bought
    expect((await screen.findByTestId('give-usable')).textContent).toContain('60')
    expect(screen.queryByTestId('payment-paid')).toBeNull()
  })

  it('a failed mobile payment shows the provider message, retry and support contacts', async () => {
    const route = await renderRoute('/v2/Give', { user: 'fc0001' })
    await screen.findByTestId('give-usable')
    const back = await providerPaid(route, 'failure')
    route.navigate(`${back.pathname}${back.search}`)
    await screen.findByTestId('payment-failed')
    expect(screen.getByTestId('provider-error').textContent).toBe('결제가 승인되지 않았습니다.')
    expect(screen.getByTestId('payment-retry')).toBeTruthy()
    expect(within(screen.getByTestId('support')).getByText('전화 상담 1588-0000')).toBeTruthy()
  })

  it('the support contacts are the configured ones; one not configured is not offered', async () => {
    const route = await renderRoute('/v2/Give', {
      user: 'fc0001',
      payment: { ...OFFLINE_PAYMENT, support: { chatUrl: '', phone: '02-555-0101' } },
    })
    await screen.findByTestId('give-usable')
    const back = await providerPaid(route, 'failure')
    route.navigate(`${back.pathname}${back.search}`)
    await screen.findByTestId('payment-failed')
    const support = within(screen.getByTestId('support'))
    expect(support.getByText('전화 상담 02-555-0101').getAttribute('href')).toBe('tel:02-555-0101')
    expect(support.queryByText('1588-0000', { exact: false })).toBeNull()
    expect(screen.getByTestId('support').querySelectorAll('a')).toHaveLength(1)
  })

  it('a callback without its parameters: wrong parameter', async () => {
    await renderRoute('/v2/Payment/Mobile/Callback?imp_success=true', { user: 'fc0001' })
    expect((await screen.findByTestId('payment-error')).textContent).toBe('잘못된 파라미터입니다.')
  })

  it('site 1 paid lands on /ol/PurchaseComplete with the home-screen guide', async () => {
    const route = await renderRoute('/v2/Give', { user: 'OL1000001' })
    await screen.findByTestId('give-usable')
    const back = await providerPaid(route)
    route.navigate(`${back.pathname}${back.search}`)
    await waitFor(() => expect(route.location).toBe('/ol/PurchaseComplete'))
    fireEvent.click(await screen.findByTestId('open-guide'))
    const guide = await screen.findByTestId('home-guide')
    expect(within(guide).getAllByTestId('guide-step-android')).toHaveLength(3)
    // the panel holds a list of steps: the steps stay list items (axe: listitem)
    const panel = within(guide).getByRole('tabpanel')
    expect(within(within(panel).getByRole('list')).getAllByRole('listitem')).toHaveLength(3)
    // the corner's close button and the footer's both say what they do
    expect(within(guide).getAllByRole('button', { name: '닫기' })).toHaveLength(2)
  })
})

describe('/v2/Payment fixed products', () => {
  it('offers the three products; the 1+1 grants the same quantity extra', async () => {
    await renderRoute('/v2/Payment', { user: 'fc0001' })
    await screen.findByTestId('fixed-901')
    expect(screen.getByTestId('fixed-902')).toBeTruthy()
    expect(screen.getByTestId('fixed-903')).toBeTruthy()
    expect(cost()).toBe('25,000원')
    expect(screen.getByTestId('purchase-grant').textContent).toBe('지급 사용권 2개')
  })
})
