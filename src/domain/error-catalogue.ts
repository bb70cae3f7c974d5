import type { Message, MessageKey } from './messages'
import { message } from './messages'

/** A failed call as the domain sees it (the normalised {status, message} of the services). */
export interface Failure {
  status: number
  message: string
  kind: 'http' | 'network' | 'schema'
}

/** What to say for one status, or for every other status (`other`) of an operation. */
type StatusMessages = Partial<Record<number, MessageKey>> & { other: MessageKey }

/**
 * The error catalogue (S1 §8, S2 §8) as data: operation id -> status -> message key. Messages
 * with {code} or {status} get the status filled in.
 */
export const ERROR_CATALOGUE = {
  loginMk2: { 404: 'login.notFound', other: 'login.failed' },
  passwordSet: { 404: 'passwordSet.wrongInitial', other: 'passwordSet.failed' },
  fetchUser: { 401: 'common.noPermission', other: 'common.errorWithCode' },
  issuableNumber: { 401: 'common.noPermission', other: 'common.errorWithCode' },
  siteInfo: { 401: 'common.noPermission', other: 'common.errorWithCode' },
  checkupList: {
    401: 'common.noPermission',
    403: 'common.noPermission',
    other: 'dashboard.loadFailed',
  },
  customerListExcel: {
    401: 'common.noPermission',
    403: 'common.noPermission',
    other: 'common.error',
  },
  make: {
    401: 'common.noPermission',
    403: 'common.noPermission',
    405: 'print.expired',
    other: 'print.error',
  },
  makeTempPDF: {
    401: 'common.noPermission',
    403: 'common.noPermission',
    405: 'print.expired',
    other: 'print.error',
  },
  makePDF: {
    401: 'common.noPermission',
    403: 'common.noPermission',
    405: 'print.expired',
    other: 'print.error',
  },
  addressChange: { 403: 'shipping.noPermission', other: 'shipping.error' },
  adminList: {
    400: 'admin.invalidParam',
    401: 'common.noPermission',
    403: 'common.noPermission',
    other: 'common.errorWithCode',
  },
  checkCustomer: {
    402: 'give.alreadyHolds',
    403: 'give.noRole',
    404: 'give.notFound',
    406: 'give.noUsableRights',
    other: 'give.error',
  },
  setVoucher: {
    402: 'give.alreadyHolds',
    403: 'give.noRole',
    404: 'give.notFound',
    406: 'give.noUsableRights',
    other: 'give.error',
  },
  createVoucher: { 403: 'common.noPermission', 406: 'give.noUsableRights', other: 'voucher.error' },
  voucherHistoryExcel: { 403: 'common.noPermission', other: 'common.error' },
  notificationRead: { other: 'common.error' },
  adminPdf: {
    400: 'admin.invalidAccess',
    401: 'common.noPermission',
    403: 'common.noPermission',
    other: 'common.errorWithCode',
  },
  // S1 §8 Gift: 405 (list or check) the account cannot gift; 404 id not found; other error
  licenseList: { 404: 'gift.notFound', 405: 'gift.cannotGift', other: 'gift.error' },
  giftCheckUser: { 404: 'gift.notFound', 405: 'gift.cannotGift', other: 'gift.error' },
  gift: { 404: 'gift.notFound', 405: 'gift.cannotGift', other: 'gift.error' },
} as const satisfies Record<string, StatusMessages>

export type CataloguedOperation = keyof typeof ERROR_CATALOGUE

/** The message a user sees for a failed call of an operation. */
export function messageForFailure(operation: CataloguedOperation, failure: Failure): Message {
  if (failure.kind === 'network') return message('common.network')
  if (failure.kind === 'schema') return message('common.unexpectedResponse')
  const row: StatusMessages = ERROR_CATALOGUE[operation]
  const key = row[failure.status] ?? row.other
  return message(key, { code: failure.status, status: failure.status })
}
