import type { ErrorRows } from '../../../shared/domain/error-catalogue'

/**
 * The error catalogue rows of buying usage rights (S1 §8 payment, product; S2 §8 payment callback
 * query errors): status -> message key.
 */
export const ERRORS = {
  // S1 §8 product list 401 goes home, signed in (the operation's own 401, decision 035): no
  // permission, as the detail says; other: wrong access
  productList: { 401: 'payment.noPermission', other: 'product.wrongAccess' },
  // S1 §8 product detail 401 no permission then home (decision 035); other: wrong access
  productDetail: {
    401: 'payment.noPermission',
    404: 'product.notFound',
    other: 'product.wrongAccess',
  },
  // S1 §8 merchant uid: 401/403 no permission; zero stock: sold out; other '잘못된 MerchantUid 입니다.'
  getMerchantUid: {
    401: 'payment.noPermission',
    403: 'payment.noPermission',
    409: 'product.soldOut',
    other: 'payment.invalidMerchantUid',
  },
  // S1 §8 / S2 §8 the payment callback's query errors; any other failure: voucher grant failed
  paymentOrder: {
    400: 'payment.query.400',
    401: 'payment.query.401',
    403: 'payment.query.403',
    404: 'payment.query.404',
    405: 'payment.query.405',
    409: 'product.soldOut',
    500: 'payment.query.500',
    other: 'payment.grantFailed',
  },
  orderInfo: {
    401: 'payment.query.401',
    403: 'payment.query.403',
    404: 'payment.query.404',
    other: 'payment.query.500',
  },
} as const satisfies ErrorRows
