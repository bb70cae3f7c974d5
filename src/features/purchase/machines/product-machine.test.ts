import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '../../../shared/services/api-error'
import type { Message } from '../../../shared/domain/messages'
import type { Product } from '../services/purchase-service'
import { productMachine } from './product-machine'
import { productRow } from '../../../../tests/support/rows'

const product = (productId: number): Product => productRow(productId)

const apiError = (status: number, operation: string) =>
  new ApiError({ status, message: `HTTP ${status}`, kind: 'http', operation })

function start(
  productId: number | null,
  fakes: { products?: () => Promise<Product[]>; product?: () => Promise<Product> },
) {
  const notify = vi.fn<(message: Message, tone?: string) => void>()
  const navigate = vi.fn<(to: string, replace?: boolean) => void>()
  const back = vi.fn()
  const machine = productMachine.provide({
    actors: {
      products: fromPromise(fakes.products ?? (async () => [product(1), product(2)])),
      product: fromPromise(fakes.product ?? (async () => product(productId ?? 1))),
    },
    actions: {
      notify: (_, params) => notify(params.message, params.tone),
      navigate: (_, params) => navigate(params.to, params.replace),
      back,
    },
  })
  const actor = createActor(machine, { input: { productId } }).start()
  return { actor, notify, navigate, back }
}

/**
 * S1 §8: product list 401 goes home; product detail 401 no permission then home. A 401 reaches the
 * machine only while the session holds (decision 035); the session's end is not the page's.
 */
describe('productMachine: an operation’s own 401', () => {
  it('the list answered 401: no permission, then home', async () => {
    const t = start(null, { products: () => Promise.reject(apiError(401, 'productList')) })
    await waitFor(t.actor, (s) => s.matches({ list: 'refused' }))
    expect(t.notify).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ key: 'payment.noPermission' }),
      'error',
    )
    expect(t.navigate.mock.calls).toEqual([['/', true]])
    t.actor.send({ type: 'RETRY' })
    expect(t.actor.getSnapshot().matches({ list: 'refused' })).toBe(true)
  })

  it('the list answered 500: wrong access in the page, with a retry; no navigation', async () => {
    const t = start(null, { products: () => Promise.reject(apiError(500, 'productList')) })
    await waitFor(t.actor, (s) => s.matches({ list: 'failed' }))
    expect(t.actor.getSnapshot().context.error).toMatchObject({ key: 'product.wrongAccess' })
    expect(t.navigate).not.toHaveBeenCalled()
    expect(t.notify).not.toHaveBeenCalled()
  })

  it('the detail answered 401: no permission, then home', async () => {
    const t = start(7, { product: () => Promise.reject(apiError(401, 'productDetail')) })
    await waitFor(t.actor, (s) => s.matches({ detail: 'failed' }))
    expect(t.notify).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ key: 'payment.noPermission' }),
      'error',
    )
    expect(t.navigate.mock.calls).toEqual([['/', true]])
    expect(t.back).not.toHaveBeenCalled()
  })

  it('the detail answered 404: not found, then the product list', async () => {
    const t = start(7, { product: () => Promise.reject(apiError(404, 'productDetail')) })
    await waitFor(t.actor, (s) => s.matches({ detail: 'failed' }))
    expect(t.notify).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ key: 'product.notFound' }),
      'error',
    )
    expect(t.navigate.mock.calls).toEqual([['/v2/Product', true]])
  })
})

/** S1 §5: the purchase dialog offers what can be bought, capped at a promotion's stock. */
describe('productMachine: the purchase dialog', () => {
  const promotion = (productId: number, stock: number): Product => ({
    ...product(productId),
    productOrderType: 'P',
    purchaseableQuantity: stock,
  })
  const dialogOf = (t: ReturnType<typeof start>) => t.actor.getSnapshot().context.dialog

  it('opens on the first product not sold out; a sold-out one cannot be chosen', async () => {
    const t = start(null, {
      products: async () => [promotion(3, 0), product(1), promotion(2, 180)],
    })
    await waitFor(t.actor, (s) => s.matches({ list: 'ready' }))
    t.actor.send({ type: 'DIALOG.OPEN' })
    expect(dialogOf(t)?.productId).toBe(1)
    t.actor.send({ type: 'DIALOG.ITEM', productId: 3 })
    expect(dialogOf(t)?.productId).toBe(1)
  })

  it('a quantity of 500 with 180 left becomes 180, and choosing it caps what was typed', async () => {
    const t = start(null, { products: async () => [product(1), promotion(2, 180)] })
    await waitFor(t.actor, (s) => s.matches({ list: 'ready' }))
    t.actor.send({ type: 'DIALOG.OPEN' })
    t.actor.send({ type: 'QUANTITY.SET', value: 500 })
    expect(dialogOf(t)).toEqual({ productId: 1, quantity: 500 })
    t.actor.send({ type: 'DIALOG.ITEM', productId: 2 })
    expect(dialogOf(t)).toEqual({ productId: 2, quantity: 180 })
    t.actor.send({ type: 'QUANTITY.STEP', direction: 1 })
    expect(dialogOf(t)?.quantity).toBe(180)
    t.actor.send({ type: 'QUANTITY.SET', value: 500 })
    expect(dialogOf(t)?.quantity).toBe(180)
  })

  it('with everything sold out, the dialog does not open', async () => {
    const t = start(null, { products: async () => [promotion(3, 0), promotion(4, 0)] })
    await waitFor(t.actor, (s) => s.matches({ list: 'ready' }))
    t.actor.send({ type: 'DIALOG.OPEN' })
    expect(dialogOf(t)).toBeNull()
  })
})
