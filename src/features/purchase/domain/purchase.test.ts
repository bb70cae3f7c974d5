import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  clampDialogQuantity,
  clampProductQuantity,
  costOf,
  defaultProductQuantity,
  dialogCanPay,
  firstPurchasable,
  grantQuantity,
  isSoldOut,
  linesOf,
  productPayBlock,
  stepDialogQuantity,
  stepProductQuantity,
  vbankDueOf,
  type PricedProduct,
} from './purchase'
import { PURCHASE_QUANTITY, PURCHASE_QUANTITY_MAX } from './codes'

const unlimitedStock = (price = 2500): PricedProduct => ({
  price: 3000,
  salePrice: price,
  productOrderType: 'U',
  purchaseableQuantity: 0,
})
const promotion = (stock: number): PricedProduct => ({
  price: 3000,
  salePrice: 2000,
  productOrderType: 'P',
  purchaseableQuantity: stock,
})

const anyNumber = fc.oneof(
  fc.integer({ min: -100_000, max: 100_000 }),
  fc.double({ noNaN: false }),
  fc.constantFrom(Number.NaN, Infinity, -Infinity),
)
const anyProduct = fc.oneof(
  fc.integer({ min: 0, max: 10_000 }).map((p) => unlimitedStock(p)),
  fc.integer({ min: 0, max: 500 }).map(promotion),
)

describe('product pages quantity (S1 §5)', () => {
  it('defaults to 10', () => {
    expect(defaultProductQuantity(unlimitedStock())).toBe(10)
    expect(defaultProductQuantity(promotion(200))).toBe(10)
  })

  it('is a whole number of at least 10, capped at a promotion stock', () => {
    fc.assert(
      fc.property(anyNumber, anyProduct, (value, p) => {
        const q = clampProductQuantity(value, p)
        expect(Number.isInteger(q)).toBe(true)
        expect(q).toBeLessThanOrEqual(PURCHASE_QUANTITY_MAX)
        if (p.productOrderType === 'U') expect(q).toBeGreaterThanOrEqual(PURCHASE_QUANTITY.minimum)
        else expect(q).toBeLessThanOrEqual(p.purchaseableQuantity)
        if (p.productOrderType !== 'U' && p.purchaseableQuantity >= PURCHASE_QUANTITY.minimum)
          expect(q).toBeGreaterThanOrEqual(PURCHASE_QUANTITY.minimum)
      }),
    )
  })

  it('keeps a value already in range and is idempotent', () => {
    fc.assert(
      fc.property(anyNumber, anyProduct, (value, p) => {
        const q = clampProductQuantity(value, p)
        expect(clampProductQuantity(q, p)).toBe(q)
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 200 }), (v) => {
        expect(clampProductQuantity(v, promotion(200))).toBe(v)
      }),
    )
  })

  it('+ and - move by 5 within the range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 180 }), (v) => {
        expect(stepProductQuantity(v, 1, promotion(200))).toBe(v + 5)
        expect(stepProductQuantity(v, -1, promotion(200))).toBe(v - 5)
      }),
    )
    expect(stepProductQuantity(10, -1, unlimitedStock())).toBe(10)
    expect(stepProductQuantity(198, 1, promotion(200))).toBe(200)
  })

  it('pay is disabled for unlimited users, sold out, over the stock and without a cost', () => {
    fc.assert(
      fc.property(
        anyProduct,
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: -1, max: 100 }),
        (p, q, usable) => {
          const block = productPayBlock(p, q, usable)
          const promo = p.productOrderType !== 'U'
          const enabled =
            usable >= 0 &&
            (!promo || (p.purchaseableQuantity > 0 && q <= p.purchaseableQuantity)) &&
            costOf(p, q) > 0
          expect(block === null).toBe(enabled)
        },
      ),
    )
    expect(productPayBlock(unlimitedStock(), 10, -1)).toBe('unlimitedUser')
    expect(productPayBlock(promotion(0), 10, 5)).toBe('soldOut')
    expect(productPayBlock(promotion(5), 10, 5)).toBe('exceedsStock')
    expect(productPayBlock({ ...unlimitedStock(0), price: 0 }, 10, 5)).toBe('noCost')
  })
})

describe('purchase dialog quantity (S1 §5)', () => {
  it('is a whole number, never negative, capped at a promotion product’s stock', () => {
    fc.assert(
      fc.property(anyNumber, anyProduct, (value, p) => {
        const q = clampDialogQuantity(value, p)
        expect(Number.isInteger(q)).toBe(true)
        expect(q).toBeGreaterThanOrEqual(0)
        expect(q).toBeLessThanOrEqual(PURCHASE_QUANTITY_MAX)
        if (p.productOrderType !== 'U') expect(q).toBeLessThanOrEqual(p.purchaseableQuantity)
        expect(clampDialogQuantity(q, p)).toBe(q)
      }),
    )
  })

  it('a promotion quantity of 500 with 180 left becomes 180 (the audit’s case)', () => {
    expect(clampDialogQuantity(500, promotion(180))).toBe(180)
    expect(stepDialogQuantity(180, 1, promotion(180))).toBe(180)
  })

  it('+/- 5, never below 0, within the stock; pay only with a cost and within the stock', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), anyProduct, (q, p) => {
        const promotionCap = p.productOrderType === 'U' ? Infinity : p.purchaseableQuantity
        expect(stepDialogQuantity(q, 1, unlimitedStock())).toBe(q + 5)
        expect(stepDialogQuantity(q, -1, unlimitedStock())).toBe(Math.max(0, q - 5))
        expect(dialogCanPay(p, q)).toBe(costOf(p, q) > 0 && q <= promotionCap)
      }),
    )
  })

  it('a sold-out promotion cannot be chosen; the first it offers is one that can', () => {
    const list = [
      { ...promotion(0), productId: 3 },
      { ...unlimitedStock(), productId: 1 },
    ]
    expect(list.map(isSoldOut)).toEqual([true, false])
    expect(firstPurchasable(list)?.productId).toBe(1)
    expect(firstPurchasable([{ ...promotion(0), productId: 3 }])).toBeUndefined()
  })
})

describe('cost, grant and texts (S1 §3, §9)', () => {
  it('cost = quantity x price (the sale price when there is one)', () => {
    expect(costOf(unlimitedStock(2500), 10)).toBe(25_000)
    expect(costOf({ price: 25_000, salePrice: 0 }, 2)).toBe(50_000)
  })

  it('1+1 gives the same quantity extra; 2+1 one per two; none nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (q) => {
        expect(grantQuantity(q, '1+1')).toBe(2 * q)
        expect(grantQuantity(q, '2+1')).toBe(q + Math.floor(q / 2))
        expect(grantQuantity(q, null)).toBe(q)
      }),
    )
  })

  it('splits description and refund on the line-break marker', () => {
    expect(linesOf('a<br>b<br> <br>c')).toEqual(['a', 'b', 'c'])
  })

  it('the virtual account is due two days later', () => {
    expect(vbankDueOf(new Date(2026, 10, 30, 9, 5))).toBe('202612020905')
  })
})
