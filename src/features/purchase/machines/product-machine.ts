import { assertEvent, assign, setup } from 'xstate'
import type { Message } from '../../../shared/domain/messages'
import { message } from '../../../shared/domain/messages'
import { failureOf, notifyFailure } from '../../../shared/machines/failure'
import { TOKEN_REFUSED } from '../../../shared/contract/operation'
import { toFailure } from '../../../shared/services/api-error'
import { notProvided } from '../../../shared/machines/not-provided'
import { uiIndicator, OWN_INDICATOR } from '../../../shared/machines/own-indicator'
import { present } from '../../../shared/machines/present'
import { hrefOf, PATHS } from '../../../shared/domain/routes'
import { ERRORS } from '../domain/errors'
import {
  clampDialogQuantity,
  clampProductQuantity,
  defaultProductQuantity,
  firstPurchasable,
  isSoldOut,
  stepDialogQuantity,
  stepProductQuantity,
} from '../domain/purchase'
import type { PayMethod } from '../domain/codes'
import type { Product } from '../services/purchase-service'

const productOf = (products: readonly Product[], productId: number) =>
  products.find((p) => p.productId === productId)

/** the dialog's product: only a product of the list is chosen in it */
const dialogProductOf = (products: readonly Product[], productId: number) =>
  present(productOf(products, productId), 'the product of the dialog')

export interface ProductContext {
  /** null: the list; a number: that product's detail */
  productId: number | null
  products: Product[]
  product: Product | null
  quantity: number
  payMethod: PayMethod
  /** the purchase dialog of the list: its item and quantity (S1 §5 dialog rules) */
  dialog: { productId: number; quantity: number } | null
  error: Message | null
}

export type ProductEvent =
  | { type: 'QUANTITY.SET'; value: number }
  | { type: 'QUANTITY.STEP'; direction: 1 | -1 }
  | { type: 'METHOD.SET'; payMethod: PayMethod }
  | { type: 'DIALOG.OPEN' }
  | { type: 'DIALOG.ITEM'; productId: number }
  | { type: 'DIALOG.CLOSE' }
  | { type: 'RETRY' }

/** the detail's product: its `ready` is entered once it is loaded */
const detailProductOf = (context: ProductContext) =>
  present(context.product, 'the product of the detail')

/**
 * A 401 that reaches the product pages is the operation's own (no permission while signed in):
 * a refused token ends the session in the client before (decision 035).
 */
const refused = ({ event }: { event: object }) =>
  toFailure('error' in event ? event.error : undefined).status === TOKEN_REFUSED

/** The machine's types: xstate reads them only when type checking, so the value is empty. */
const types: {
  context?: ProductContext
  events?: ProductEvent
  input?: { productId: number | null }
} = {}

/**
 * The product pages (S1 §2 purchase, §5, §8): the list (a single product goes to its detail) with
 * the purchase dialog, or one product's detail; a promotion sold out says so and goes back; a 401
 * says no permission and goes home. Quantities follow the product pages' rules on a detail and the
 * dialog's in the dialog.
 */
export const productMachine = setup({
  types,
  actors: {
    ownIndicator: uiIndicator,
    products: notProvided<Product[]>('products'),
    product: notProvided<Product, { productId: number }>('product'),
  },
  actions: {
    notify: (_, _params: { message: Message; tone?: 'info' | 'success' | 'error' }) => {},
    navigate: (_, _params: { to: string; replace?: boolean }) => {},
    back: () => {},
  },
  guards: {
    refused,
    /** the address names no product: the list */
    listChosen: ({ context }) => context.productId === null,
    /** the list has a single product: its detail is shown instead */
    singleProduct: (_, { products }: { products: readonly Product[] }) => products.length === 1,
    /** S1 §8: a promotion sold out */
    soldOut: (_, { product }: { product: Product }) => isSoldOut(product),
    /** S1 §5: the dialog offers what can be bought */
    somethingPurchasable: ({ context }) => firstPurchasable(context.products) !== undefined,
    /** a product of the list that is not sold out */
    itemPurchasable: ({ context, event }) => {
      assertEvent(event, 'DIALOG.ITEM')
      const chosen = productOf(context.products, event.productId)
      return chosen !== undefined && !isSoldOut(chosen)
    },
  },
}).createMachine({
  id: 'product',
  context: ({ input }) => ({
    productId: input.productId,
    products: [],
    product: null,
    quantity: 0,
    payMethod: 'card',
    dialog: null,
    error: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      always: [{ guard: 'listChosen', target: 'list' }, 'detail'],
    },
    list: {
      initial: 'loading',
      states: {
        loading: {
          invoke: [
            {
              src: 'products',
              onDone: [
                {
                  // a list with a single entry goes to its detail (S1 §2)
                  guard: {
                    type: 'singleProduct',
                    params: ({ event }) => ({ products: event.output }),
                  },
                  actions: {
                    type: 'navigate',
                    params: ({ event }) => ({
                      to: hrefOf('productDetail', {
                        productId: present(event.output[0], 'the only product of the list')
                          .productId,
                      }),
                      replace: true,
                    }),
                  },
                },
                {
                  target: 'ready',
                  actions: assign({ products: ({ event }) => event.output }),
                },
              ],
              onError: [
                {
                  // S1 §8 product list 401: home (decision 035)
                  guard: 'refused',
                  target: 'refused',
                  actions: [
                    { type: 'notify', params: notifyFailure(ERRORS.productList) },
                    { type: 'navigate', params: { to: PATHS.home, replace: true } },
                  ],
                },
                {
                  target: 'failed',
                  actions: assign({
                    error: ({ event }) => failureOf(ERRORS.productList, event.error),
                  }),
                },
              ],
            },
            OWN_INDICATOR,
          ],
        },
        failed: { on: { RETRY: 'loading' } },
        refused: {},
        ready: {
          on: {
            // S1 §5: the dialog offers what can be bought; a sold-out promotion is not chosen
            'DIALOG.OPEN': {
              guard: 'somethingPurchasable',
              actions: assign({
                dialog: ({ context }) => {
                  const first = present(firstPurchasable(context.products), 'a product to buy')
                  return { productId: first.productId, quantity: 0 }
                },
                payMethod: 'card',
              }),
            },
            'DIALOG.ITEM': {
              guard: 'itemPurchasable',
              actions: assign({
                // the quantity stays within the newly chosen product's stock
                dialog: ({ context, event }) =>
                  context.dialog && {
                    productId: event.productId,
                    quantity: clampDialogQuantity(
                      context.dialog.quantity,
                      dialogProductOf(context.products, event.productId),
                    ),
                  },
              }),
            },
            'DIALOG.CLOSE': { actions: assign({ dialog: null }) },
            'QUANTITY.SET': {
              actions: assign({
                dialog: ({ context, event }) =>
                  context.dialog && {
                    ...context.dialog,
                    quantity: clampDialogQuantity(
                      event.value,
                      dialogProductOf(context.products, context.dialog.productId),
                    ),
                  },
              }),
            },
            'QUANTITY.STEP': {
              actions: assign({
                dialog: ({ context, event }) =>
                  context.dialog && {
                    ...context.dialog,
                    quantity: stepDialogQuantity(
                      context.dialog.quantity,
                      event.direction,
                      dialogProductOf(context.products, context.dialog.productId),
                    ),
                  },
              }),
            },
            'METHOD.SET': { actions: assign({ payMethod: ({ event }) => event.payMethod }) },
          },
        },
      },
    },
    detail: {
      initial: 'loading',
      states: {
        loading: {
          invoke: [
            {
              src: 'product',
              input: ({ context }) => ({
                productId: present(context.productId, 'the product id of the detail'),
              }),
              onDone: [
                {
                  // sold out: say so, then back (S1 §8)
                  guard: { type: 'soldOut', params: ({ event }) => ({ product: event.output }) },
                  target: 'soldOut',
                  actions: [
                    assign({ product: ({ event }) => event.output }),
                    {
                      type: 'notify',
                      params: { message: message('product.soldOut'), tone: 'error' },
                    },
                    'back',
                  ],
                },
                {
                  target: 'ready',
                  actions: assign({
                    product: ({ event }) => event.output,
                    quantity: ({ event }) => defaultProductQuantity(event.output),
                  }),
                },
              ],
              onError: {
                target: 'failed',
                actions: [
                  assign({ error: ({ event }) => failureOf(ERRORS.productDetail, event.error) }),
                  { type: 'notify', params: notifyFailure(ERRORS.productDetail) },
                  {
                    // S1 §8 product detail: 401 no permission then home; another failure, the list
                    type: 'navigate',
                    params: ({ event }) => ({
                      to: refused({ event }) ? PATHS.home : PATHS.product,
                      replace: true,
                    }),
                  },
                ],
              },
            },
            OWN_INDICATOR,
          ],
        },
        failed: {},
        soldOut: {},
        ready: {
          on: {
            'QUANTITY.SET': {
              actions: assign({
                quantity: ({ context, event }) =>
                  clampProductQuantity(event.value, detailProductOf(context)),
              }),
            },
            'QUANTITY.STEP': {
              actions: assign({
                quantity: ({ context, event }) =>
                  stepProductQuantity(context.quantity, event.direction, detailProductOf(context)),
              }),
            },
            'METHOD.SET': { actions: assign({ payMethod: ({ event }) => event.payMethod }) },
          },
        },
      },
    },
  },
})
