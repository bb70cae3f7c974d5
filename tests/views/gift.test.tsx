// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { cleanupRoutes, renderRoute } from '../support/render-route'

afterEach(cleanupRoutes)

const GIFT = '/v2/Gift'
const MOCK = { MOCK_TODAY: '20261122' }
const ITEM_A = '프리미엄 건강톡 사용권 1+1'
const ITEM_B = '검진 프리미엄 사용권 2+1'

const targetInput = () => screen.getByLabelText<HTMLInputElement>('받는 직원 아이디')
const typeTarget = (value: string) => fireEvent.change(targetInput(), { target: { value } })
const quantityOf = (product: string) =>
  screen.getByLabelText<HTMLInputElement>(`${product} 선물할 수량`)
const typeQuantity = (product: string, value: string) =>
  fireEvent.change(quantityOf(product), { target: { value } })
const submitButton = () => screen.getByTestId<HTMLButtonElement>('gift-submit')
const checkButton = () => screen.getByRole('button', { name: '직원 확인' })
const rowOf = (product: string) =>
  screen.getAllByTestId('gift-row').find((r) => r.textContent?.includes(product))!

/** the gifts OL1000011 made (the seed's statistics data has gifts between site-3 staff) */
const giftsOf = (app: Awaited<ReturnType<typeof renderRoute>>) =>
  app.db.gifts.all().filter((g) => g.giverId === 'OL1000011').length

/** the gift page of an account that may gift, once its items are shown */
async function openGift(user = 'OL1000011') {
  const app = await renderRoute(GIFT, { user, mock: MOCK })
  await screen.findAllByTestId('gift-row')
  return app
}

describe('gift page /v2/Gift (OL1000011, site 1)', () => {
  it('lists the license items with product, expiry, checkup and gift quantity, and the usable count', async () => {
    await openGift()
    const rows = screen.getAllByTestId('gift-row')
    expect(rows).toHaveLength(2)
    const a = rowOf(ITEM_A)
    expect(a.textContent).toContain('2027년 11월 22일')
    expect(within(a).getByTestId('gift-checkup-quantity').textContent).toBe('10')
    expect(within(a).getByTestId('gift-gift-quantity').textContent).toBe('5')
    expect(within(rowOf(ITEM_B)).getByTestId('gift-gift-quantity').textContent).toBe('4')
    expect(quantityOf(ITEM_A).value).toBe('0')
    expect(screen.getByTestId('gift-usable').textContent).toBe('20 회')
    expect(screen.getByTestId('gift-total').textContent).toBe('선물할 사용권 0개')
  })

  it('clamps each quantity to 0..its gift quantity as it is typed, and sums them', async () => {
    await openGift()
    typeQuantity(ITEM_A, '9')
    await waitFor(() => expect(quantityOf(ITEM_A).value).toBe('5'))
    typeQuantity(ITEM_B, '-2')
    await waitFor(() => expect(quantityOf(ITEM_B).value).toBe('0'))
    typeQuantity(ITEM_B, '3')
    await waitFor(() =>
      expect(screen.getByTestId('gift-total').textContent).toBe('선물할 사용권 8개'),
    )
    typeQuantity(ITEM_A, '')
    await waitFor(() => expect(quantityOf(ITEM_A).value).toBe('0'))
  })

  it('says the id is required, then that a quantity is needed, without calling the gift', async () => {
    const app = await openGift()
    const calls: string[] = []
    app.server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname
      if (path.startsWith('/api/gifts')) calls.push(`${request.method} ${path}`)
    })
    fireEvent.click(submitButton())
    expect((await screen.findByTestId('gift-target-error')).textContent).toBe(
      '선물 받을 직원의 아이디를 입력해주세요.',
    )
    expect(targetInput().getAttribute('aria-invalid')).toBe('true')
    typeTarget('OL1000012')
    await waitFor(() => expect(screen.queryByTestId('gift-target-error')).toBeNull())
    fireEvent.click(submitButton())
    expect((await screen.findByTestId('gift-error')).textContent).toBe(
      '선물할 사용권 수량을 입력해주세요.',
    )
    expect(calls).toEqual([])
  })

  it('the check shows the name; an unknown id, oneself, another company are said at the id', async () => {
    await openGift()
    typeTarget('OL1000012')
    fireEvent.click(checkButton())
    expect((await screen.findByTestId('gift-receiver')).textContent).toBe(
      '받는 직원: 오받음 (OL1000012)',
    )
    // another id forgets the name
    typeTarget('nobody99')
    await waitFor(() => expect(screen.queryByTestId('gift-receiver')).toBeNull())
    fireEvent.click(checkButton())
    expect((await screen.findByTestId('gift-target-error')).textContent).toBe(
      '직원 아이디를 찾을 수 없습니다.',
    )
    typeTarget('OL1000011')
    fireEvent.click(checkButton())
    expect((await screen.findByTestId('gift-target-error')).textContent).toBe(
      '본인이나 무제한 이용 직원에게는 선물할 수 없습니다.',
    )
    typeTarget('fc0001')
    fireEvent.click(checkButton())
    expect((await screen.findByTestId('gift-target-error')).textContent).toBe(
      '직원 아이디를 찾을 수 없습니다.',
    )
  })

  it('gifts after confirmation: success said, usable count and quantities refreshed, receiver credited', async () => {
    const app = await openGift()
    expect((await screen.findByTestId('usage-counter')).textContent).toContain('20 회')
    typeTarget('OL1000012')
    typeQuantity(ITEM_A, '2')
    typeQuantity(ITEM_B, '1')
    // submit checks the id first, then asks with the name and the total
    fireEvent.click(submitButton())
    const dialog = await screen.findByTestId('gift-confirm')
    expect(dialog.textContent).toContain('오받음(OL1000012)님에게 사용권 3개를 선물할까요?')
    fireEvent.click(within(dialog).getByRole('button', { name: '선물하기' }))
    expect((await screen.findByTestId('snackbar')).textContent).toContain(
      '오받음님에게 사용권 3개를 선물했습니다.',
    )
    await waitFor(() => expect(screen.getByTestId('gift-usable').textContent).toBe('17 회'))
    await waitFor(() => expect(screen.getByTestId('usage-counter').textContent).toContain('17 회'))
    await waitFor(() =>
      expect(within(rowOf(ITEM_A)).getByTestId('gift-gift-quantity').textContent).toBe('3'),
    )
    expect(within(rowOf(ITEM_A)).getByTestId('gift-checkup-quantity').textContent).toBe('8')
    expect(within(rowOf(ITEM_B)).getByTestId('gift-gift-quantity').textContent).toBe('3')
    expect(quantityOf(ITEM_A).value).toBe('0')
    expect(targetInput().value).toBe('')
    expect(screen.getByTestId('gift-total').textContent).toBe('선물할 사용권 0개')
    expect(app.db.staff.findFirst((q) => q.where({ userId: 'OL1000012' }))?.usableCount).toBe(3)
    expect(giftsOf(app)).toBe(1)
  })

  it('cancelling the confirmation gifts nothing', async () => {
    const app = await openGift()
    typeTarget('OL1000012')
    typeQuantity(ITEM_A, '1')
    fireEvent.click(submitButton())
    const dialog = await screen.findByTestId('gift-confirm')
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }))
    await waitFor(() => expect(screen.queryByTestId('gift-confirm')).toBeNull())
    expect(giftsOf(app)).toBe(0)
    expect(quantityOf(ITEM_A).value).toBe('1')
  })

  it('one gift per click: the button is busy while the gift runs', async () => {
    let open!: () => void
    const gate = new Promise<void>((resolve) => (open = resolve))
    let gifts = 0
    const app = await renderRoute(GIFT, {
      user: 'OL1000011',
      mock: MOCK,
      handlers: [
        http.post('*/api/gifts', async () => {
          gifts += 1
          await gate
        }),
      ],
    })
    await screen.findAllByTestId('gift-row')
    typeTarget('OL1000012')
    typeQuantity(ITEM_A, '1')
    fireEvent.click(submitButton())
    const dialog = await screen.findByTestId('gift-confirm')
    const confirm = within(dialog).getByRole('button', { name: '선물하기' })
    fireEvent.click(confirm)
    fireEvent.click(confirm)
    await waitFor(() => expect(submitButton()).toHaveProperty('disabled', true))
    expect(submitButton().hasAttribute('data-loading')).toBe(true)
    fireEvent.click(submitButton())
    open()
    expect((await screen.findByTestId('snackbar')).textContent).toContain('선물했습니다.')
    expect(gifts).toBe(1)
    expect(giftsOf(app)).toBe(1)
  })

  it('a 400 of the gift says the quantities cannot be gifted and shows the items anew', async () => {
    const app = await openGift()
    typeTarget('OL1000012')
    typeQuantity(ITEM_A, '5')
    fireEvent.click(submitButton())
    const dialog = await screen.findByTestId('gift-confirm')
    // meanwhile, elsewhere, the item was partly gifted: only 1 is left to give
    await app.db.licenses.update((q) => q.where({ userId: 'OL1000011', productName: ITEM_A }), {
      data(l) {
        l.giftQuantity = 1
      },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: '선물하기' }))
    expect((await screen.findByTestId('gift-error')).textContent).toBe(
      '선물할 수 없는 수량입니다. 선물 가능 수량을 확인해 주세요.',
    )
    await waitFor(() =>
      expect(within(rowOf(ITEM_A)).getByTestId('gift-gift-quantity').textContent).toBe('1'),
    )
    expect(quantityOf(ITEM_A).value).toBe('1')
    expect(giftsOf(app)).toBe(0)
  })

  it('a failing load shows the grid’s error with a retry that loads again', async () => {
    let fail = true
    await renderRoute(GIFT, {
      user: 'OL1000011',
      mock: MOCK,
      handlers: [
        http.get('*/api/licenses', () =>
          fail ? HttpResponse.json({ code: 500, message: 'x' }, { status: 500 }) : undefined,
        ),
      ],
    })
    expect(await screen.findByText('오류가 발생했습니다.')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }))
    expect(await screen.findAllByTestId('gift-row')).toHaveLength(2)
  })
})

describe('gift page for accounts that cannot gift or hold nothing (S1 §5, §6, §8)', () => {
  it('fc0001 (site 3) is told the account cannot gift (405), with no form', async () => {
    await renderRoute(GIFT, { user: 'fc0001', mock: MOCK })
    const refused = await screen.findByTestId('gift-refused')
    expect(refused.textContent).toContain('선물할 수 없는 계정입니다.')
    expect(screen.queryByLabelText('받는 직원 아이디')).toBeNull()
    expect(within(refused).getByRole('link', { name: '처음 화면으로' }).getAttribute('href')).toBe(
      '/',
    )
  })

  it('OL1000012 (usage count 0, nothing held) sees the empty list and is told it has no rights', async () => {
    await renderRoute(GIFT, { user: 'OL1000012', mock: MOCK })
    expect(await screen.findByText('선물할 수 있는 사용권이 없습니다.')).toBeTruthy()
    expect(screen.getByTestId('gift-usable').textContent).toBe('0 회')
    typeTarget('OL1000011')
    fireEvent.click(submitButton())
    expect((await screen.findByTestId('gift-error')).textContent).toBe('사용권이 없습니다.')
    expect(screen.queryByTestId('gift-confirm')).toBeNull()
  })

  it('a receiver id longer than the contract takes is refused beside the id, unchecked', async () => {
    const app = await openGift()
    const calls: string[] = []
    app.server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.startsWith('/api/gifts')) calls.push(request.url)
    })
    typeTarget('x'.repeat(65))
    fireEvent.click(checkButton())
    expect((await screen.findByTestId('gift-target-error')).textContent).toBe(
      '직원 아이디는 64자 이내로 입력해 주세요.',
    )
    expect(calls).toEqual([])
  })
})

describe('the way to the gift page (S1 §2 give voucher, §6)', () => {
  it('the give page of a site-1 FC links to it, and the link opens the gift page', async () => {
    const app = await renderRoute('/v2/Give', { user: 'OL1000011', mock: MOCK })
    const link = await screen.findByRole('link', { name: '사용권 선물' })
    fireEvent.click(link)
    await waitFor(() => expect(app.location).toBe('/v2/Gift'))
    expect(await screen.findAllByTestId('gift-row')).toHaveLength(2)
  })

  it('the give page of fc0001 (site 3) has no gift button', async () => {
    await renderRoute('/v2/Give', { user: 'fc0001', mock: MOCK })
    await screen.findByTestId('give-usable')
    expect(screen.getByRole('link', { name: '사용권 구매' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: '사용권 선물' })).toBeNull()
  })
})

describe('the items grid’s columns (issue 31)', () => {
  it('hides a column the user chose, keeps the choice for the user, and starts with it next time', async () => {
    const app = await openGift()
    fireEvent.click(screen.getByRole('button', { name: '열 선택' }))
    const items = await screen.findAllByRole('menuitemcheckbox')
    // the product and the quantity to gift make the row: never offered
    const offered = items.map((i) => i.textContent?.trim())
    expect(offered).not.toContain('상품명')
    expect(offered).not.toContain('선물 수량')
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: '유효기간' }))
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: '유효기간' })).toBeNull())
    expect(JSON.parse(app.storage.getItem('columns:OL1000011:gift') ?? '[]')).toEqual(['expired'])
    cleanupRoutes()

    await renderRoute(GIFT, {
      user: 'OL1000011',
      mock: MOCK,
      stored: { 'columns:OL1000011:gift': '["expired"]' },
    })
    await screen.findAllByTestId('gift-row')
    expect(screen.queryByRole('columnheader', { name: '유효기간' })).toBeNull()
    expect(screen.getByRole('columnheader', { name: '선물 수량' })).toBeTruthy()
  })
})
