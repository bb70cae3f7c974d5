import {
  productMachine,
  type ProductContext,
} from '../../../src/features/purchase/machines/product-machine'
import { ERRORS } from '../../../src/features/purchase/domain/errors'
import {
  DIALOG_PAY_METHODS,
  PURCHASE_QUANTITY,
  PURCHASE_QUANTITY_MAX,
  UNLIMITED_STOCK,
} from '../../../src/features/purchase/domain/codes'
import { defineModel, failuresOf, http } from '../model'
import { failureOf } from '../../../src/shared/machines/failure'
import { TOKEN_REFUSED } from '../../../src/shared/contract/operation'
import { productRow } from '../../support/rows'
import { wirePurchase } from '../../../src/features/purchase/screens'

const product = productRow
/**
 * The products the mock lists, as it seeds them: one with no limit, a promotion with some stock
 * left (below what an order carries), a promotion whose stock is gone.
 */
const UNLIMITED = product(1, { name: '프리미엄 리포트 사용권', price: 3000, salePrice: 2500 })
const FEW = product(2, {
  name: '오픈 기념 프로모션 사용권',
  price: 3000,
  salePrice: 2000,
  productOrderType: 'P',
  purchaseableQuantity: 200,
})
const SOLD_OUT = product(3, {
  name: '한정 특가 사용권',
  price: 3000,
  salePrice: 1500,
  productOrderType: 'P',
  purchaseableQuantity: 0,
})
const UNKNOWN_ID = 99

/** The dialog's quantity as far as its rules go: nothing, some, or the product's cap. */
function quantityShape(context: ProductContext) {
  const dialog = context.dialog
  if (!dialog) return null
  const item = context.products.find((p) => p.productId === dialog.productId)
  const cap =
    item && item.productOrderType !== UNLIMITED_STOCK
      ? item.purchaseableQuantity
      : PURCHASE_QUANTITY_MAX
  const q = dialog.quantity
  return { productId: dialog.productId, q: q === 0 ? 'zero' : q === cap ? 'cap' : 'some' }
}

/**
 * The product list with its purchase dialog (S1 §2, §5, §8): the list answering empty, with one
 * product (to its detail), or with a sold-out promotion, a promotion with a little stock and an
 * unlimited product; the detail (started with a productId) answering each of them or failing;
 * the dialog's item (sold out, unknown, purchasable), quantities below 0, not whole, past the
 * stock and past what an order carries, the steps and the pay methods. Live as fc0001: the mock's
 * three products, and its product 2 on the detail route; the other lists are walked only.
 */
export default defineModel({
  machine: productMachine,
  // the list route (productId null, passing `choosing` to the list) and the detail route
  // /v2/Product/:productId (where a single-product list navigates)
  inputs: [{ productId: null }, { productId: FEW.productId }],
  events: (snapshot) => {
    if (snapshot.matches({ list: 'failed' })) return [{ type: 'RETRY' }]
    if (snapshot.matches({ list: 'ready' }))
      return [
        { type: 'DIALOG.OPEN' },
        { type: 'DIALOG.ITEM', productId: SOLD_OUT.productId },
        { type: 'DIALOG.ITEM', productId: FEW.productId },
        { type: 'DIALOG.ITEM', productId: UNKNOWN_ID },
        { type: 'DIALOG.CLOSE' },
        { type: 'QUANTITY.SET', value: -1 },
        { type: 'QUANTITY.SET', value: 7.5 },
        { type: 'QUANTITY.SET', value: PURCHASE_QUANTITY_MAX + 1 },
        { type: 'QUANTITY.STEP', direction: 1 },
        { type: 'QUANTITY.STEP', direction: -1 },
        ...DIALOG_PAY_METHODS.map((payMethod) => ({ type: 'METHOD.SET', payMethod })),
      ]
    if (snapshot.matches({ detail: 'ready' }))
      return [
        { type: 'QUANTITY.SET', value: PURCHASE_QUANTITY.minimum - 1 },
        { type: 'QUANTITY.SET', value: PURCHASE_QUANTITY_MAX + 1 },
        { type: 'QUANTITY.STEP', direction: 1 },
        { type: 'QUANTITY.STEP', direction: -1 },
        ...DIALOG_PAY_METHODS.map((payMethod) => ({ type: 'METHOD.SET', payMethod })),
      ]
    return []
  },
  answers: {
    products: {
      // the mock's list first, then none and a single one (which goes to its detail)
      outputs: [[UNLIMITED, FEW, SOLD_OUT], [], [UNLIMITED]],
      failures: failuresOf(ERRORS.productList, 'productList'),
      shows: {
        row: ERRORS.productList,
        // a 401 (the only failure `refused` takes) is said by notifyFailure(ERRORS.productList)
        // before going home: the page shows nothing of it; the others stay in the page
        read: (s) =>
          s.matches({ list: 'refused' })
            ? failureOf(ERRORS.productList, http(TOKEN_REFUSED))
            : (s.context as ProductContext).error,
      },
    },
    product: {
      // the mock's product 2 first (the detail route's id)
      outputs: [FEW, SOLD_OUT, UNLIMITED],
      failures: failuresOf(ERRORS.productDetail, 'productDetail'),
      shows: { row: ERRORS.productDetail, read: (s) => (s.context as ProductContext).error },
    },
  },
  serialize: (s) => {
    const context = s.context as ProductContext
    return {
      value: s.value,
      products: context.products.map((p) => p.productId),
      dialog: quantityShape(context),
      payMethod: context.payMethod,
      error: context.error?.key ?? null,
    }
  },
  depth: 6,
  live: {
    account: 'fc0001',
    // the purchase route chunk's wiring, which the list and the detail pages share (the route
    // gives the input)
    wire: (ctx) =>
      wirePurchase(ctx).product.provide({
        actions: { notify: () => {} },
      }),
    operations: { products: 'productList', product: 'productDetail' },
    // a list of one product (it goes to its detail), and the detail of another: QA scenarios
    // answer the calls with them
    given: { products: { 2: [UNLIMITED] }, product: { 1: SOLD_OUT, 2: UNLIMITED } },
    minimumPaths: 19,
  },
})
