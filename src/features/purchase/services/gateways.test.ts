import { describe, expect, it, vi } from 'vitest'
import { createPortOneGateway, type PortOneResponse, type PortOneSdk } from './portone-gateway'
import { createOfflineGateway, type GatewayWindow } from './offline-gateway'
import type { PaymentRequest } from './payment-gateway'
import { OFFLINE_PG_MESSAGE } from '../domain/codes'

const REQUEST: PaymentRequest = {
  merchantUid: 'm20261122-000001',
  amount: 25_000,
  name: '프리미엄 리포트 사용권',
  payMethod: 'card',
  buyer: { name: '김설계', tel: '010-1000-2000', email: 'fc0001@example.com' },
  redirectUrl: 'https://portal.example/v2/Payment/Mobile/Callback',
}

/** A fake `window.IMP` that answers request_pay with `answer`. */
function fakeImp(answer: PortOneResponse) {
  const imp = {
    init: vi.fn<(code: string) => void>(),
    request_pay: vi.fn<PortOneSdk['request_pay']>((_params, callback) => callback(answer)),
  }
  return imp
}

describe('PortOne v1 gateway (against a fake window.IMP)', () => {
  it('inits once with the merchant code and asks request_pay with the SDK parameters', async () => {
    const imp = fakeImp({ success: true, imp_uid: 'imp_1', merchant_uid: REQUEST.merchantUid })
    const win = { IMP: imp } as unknown as Window & { IMP: PortOneSdk }
    const gateway = createPortOneGateway({
      scriptUrl: 'https://cdn.example/iamport.js',
      merchantCode: 'imp12345678',
      win,
      now: () => new Date(2026, 10, 22, 10, 0),
    })
    gateway.open()
    const first = await gateway.request(REQUEST)
    await gateway.request({ ...REQUEST, payMethod: 'vbank' })
    expect(first).toEqual({
      success: true,
      impUid: 'imp_1',
      merchantUid: REQUEST.merchantUid,
      errorMsg: null,
    })
    expect(imp.init).toHaveBeenCalledTimes(1)
    expect(imp.init).toHaveBeenCalledWith('imp12345678')
    const [card] = imp.request_pay.mock.calls[0]!
    expect(card).toEqual({
      pg: 'html5_inicis',
      pay_method: 'card',
      merchant_uid: REQUEST.merchantUid,
      name: REQUEST.name,
      amount: 25_000,
      buyer_name: '김설계',
      buyer_tel: '010-1000-2000',
      buyer_email: 'fc0001@example.com',
      m_redirect_url: REQUEST.redirectUrl,
      display: { card_quota: [0] },
    })
    expect(typeof card.amount).toBe('number')
    // a virtual account is due two days later
    expect(imp.request_pay.mock.calls[1]![0]).toMatchObject({
      pay_method: 'vbank',
      vbank_due: '202611241000',
    })
  })

  it('passes the provider error message on a failure (imp_success of the older SDK too)', async () => {
    const imp = fakeImp({ imp_success: false, merchant_uid: 'x', error_msg: '카드 한도 초과' })
    const gateway = createPortOneGateway({
      scriptUrl: 'https://cdn.example/iamport.js',
      merchantCode: 'imp1',
      win: { IMP: imp } as unknown as Window & { IMP: PortOneSdk },
    })
    expect(await gateway.request(REQUEST)).toMatchObject({
      success: false,
      errorMsg: '카드 한도 초과',
    })
  })

  it('loads the SDK from the configured script URL when window.IMP is missing', async () => {
    const appended: HTMLScriptElement[] = []
    const imp = fakeImp({ success: true, imp_uid: 'imp_2', merchant_uid: REQUEST.merchantUid })
    const win = {
      document: {
        createElement: () => ({}) as HTMLScriptElement,
        head: {
          appendChild: (s: HTMLScriptElement) => {
            appended.push(s)
            ;(win as unknown as { IMP: PortOneSdk }).IMP = imp
            queueMicrotask(() => s.onload?.(new Event('load')))
          },
        },
      },
    } as unknown as Window & { IMP?: PortOneSdk }
    const gateway = createPortOneGateway({
      scriptUrl: 'https://cdn.example/iamport.js',
      merchantCode: 'imp1',
      win,
    })
    expect((await gateway.request(REQUEST)).impUid).toBe('imp_2')
    expect(appended.map((s) => s.src)).toEqual(['https://cdn.example/iamport.js'])
  })

  it('fails the request when the script cannot load', async () => {
    const win = {
      document: {
        createElement: () => ({}) as HTMLScriptElement,
        head: {
          appendChild: (s: HTMLScriptElement) =>
            queueMicrotask(() => s.onerror?.(new Event('error'))),
        },
      },
    } as unknown as Window & { IMP?: PortOneSdk }
    const gateway = createPortOneGateway({ scriptUrl: 'https://x/y.js', merchantCode: 'a', win })
    await expect(gateway.request(REQUEST)).rejects.toThrow('could not load')
  })
})

/** A fake browser window: popups, messages, intervals run by hand. */
function fakeWindow() {
  const listeners = new Set<(e: MessageEvent) => void>()
  const intervals = new Map<number, () => void>()
  const popup = { closed: false, location: { href: '' }, close: vi.fn(() => (popup.closed = true)) }
  const win = {
    open: vi.fn((url: string) => {
      popup.location.href = url
      popup.closed = false
      return popup as unknown as WindowProxy
    }),
    location: { assign: vi.fn<(url: string) => void>() },
    addEventListener: (_: 'message', l: (e: MessageEvent) => void) => void listeners.add(l),
    removeEventListener: (_: 'message', l: (e: MessageEvent) => void) => void listeners.delete(l),
    setInterval: (h: () => void) => {
      intervals.set(intervals.size + 1, h)
      return intervals.size
    },
    clearInterval: (id: number) => void intervals.delete(id),
  } satisfies GatewayWindow
  return {
    win,
    popup,
    post: (origin: string, data: unknown) =>
      [...listeners].forEach((l) => l({ origin, data } as MessageEvent)),
    tick: () => [...intervals.values()].forEach((h) => h()),
    listeners,
  }
}

describe('offline gateway (the simulated checkout window)', () => {
  const ORIGIN = 'http://127.0.0.1:4173'

  it('opens the window in the click, then points it at the checkout; the answer is posted back', async () => {
    const w = fakeWindow()
    const gateway = createOfflineGateway({ origin: ORIGIN, win: w.win, isMobile: () => false })
    gateway.open()
    expect(w.win.open).toHaveBeenCalledWith('', 'offline-pg', 'width=480,height=720')
    const answer = gateway.request(REQUEST)
    const url = new URL(w.popup.location.href)
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/pg/checkout`)
    expect(url.searchParams.get('merchant_uid')).toBe(REQUEST.merchantUid)
    expect(url.searchParams.get('amount')).toBe('25000')
    // another origin, another type or another order are not the answer
    w.post('https://evil.example', { type: OFFLINE_PG_MESSAGE, response: { success: true } })
    w.post(ORIGIN, { type: 'other' })
    w.post(ORIGIN, { type: OFFLINE_PG_MESSAGE, response: { merchant_uid: 'other' } })
    w.post(ORIGIN, {
      type: OFFLINE_PG_MESSAGE,
      response: { success: true, imp_uid: 'imp_9', merchant_uid: REQUEST.merchantUid },
    })
    expect(await answer).toEqual({
      success: true,
      impUid: 'imp_9',
      merchantUid: REQUEST.merchantUid,
      errorMsg: null,
    })
    expect(w.listeners.size).toBe(0)
  })

  it('a window closed without an answer ends as closed', async () => {
    const w = fakeWindow()
    const gateway = createOfflineGateway({ origin: ORIGIN, win: w.win, isMobile: () => false })
    gateway.open()
    const answer = gateway.request(REQUEST)
    w.popup.closed = true
    w.tick()
    w.tick()
    expect(await answer).toMatchObject({ success: false, closed: true })
  })

  it('abandon closes the window opened in the click', () => {
    const w = fakeWindow()
    const gateway = createOfflineGateway({ origin: ORIGIN, win: w.win, isMobile: () => false })
    gateway.open()
    gateway.abandon()
    expect(w.popup.close).toHaveBeenCalled()
  })

  it('on a phone the page goes to the checkout with the redirect back, as the SDK does', () => {
    const w = fakeWindow()
    const gateway = createOfflineGateway({ origin: ORIGIN, win: w.win, isMobile: () => true })
    gateway.open()
    expect(w.win.open).not.toHaveBeenCalled()
    void gateway.request(REQUEST)
    const url = new URL(w.win.location.assign.mock.calls[0]![0])
    expect(url.searchParams.get('mode')).toBe('redirect')
    expect(url.searchParams.get('m_redirect_url')).toBe(REQUEST.redirectUrl)
  })
})
