import { giveVoucherMachine } from '../../../src/features/vouchers/machines/give-voucher-machine'
import { ERRORS } from '../../../src/features/vouchers/domain/errors'
import { APP_ID_MAX, VOUCHER_VALIDITY_HOURS } from '../../../src/features/vouchers/domain/codes'
import { mountGive } from '../../../src/features/vouchers/screens'
import { defineModel, failuresOf } from '../model'

const QUIET = { notify: () => {}, setUsableCount: () => {} }

/** Give a usage right (S1 §5): app ids empty, valid and one past the limit; roles with and without a voucher role. */
export default defineModel({
  machine: giveVoucherMachine,
  events: (snapshot) =>
    snapshot.matches('editing')
      ? [
          { type: 'APPID.CHANGE', value: '' },
          { type: 'APPID.CHANGE', value: ' member01 ' },
          { type: 'APPID.CHANGE', value: 'a'.repeat(APP_ID_MAX + 1) },
          { type: 'HOURS.CHANGE', hours: VOUCHER_VALIDITY_HOURS.at(-1)! },
          { type: 'SUBMIT', roleList: ['RM'], usableCount: 1 },
          { type: 'SUBMIT', roleList: ['PA'], usableCount: 1 },
          { type: 'SUBMIT', roleList: ['RP'], usableCount: 0 },
        ]
      : snapshot.matches('confirming')
        ? [{ type: 'CONFIRM' }, { type: 'CANCEL' }]
        : [],
  answers: {
    checkCustomer: {
      outputs: [{ userNo: 1, name: '김건강', userId: 'member01' }],
      failures: failuresOf(ERRORS.checkCustomer),
      shows: { row: ERRORS.checkCustomer, read: (s) => s.context.error },
    },
    give: {
      outputs: [{ usableCount: 4 }],
      failures: failuresOf(ERRORS.setVoucher),
      shows: { row: ERRORS.setVoucher, read: (s) => s.context.error },
    },
  },
  depth: 8,
  live: {
    account: 'fc0001',
    wire: (ctx) => mountGive(ctx).actors().giveVoucher.logic.provide({ actions: QUIET }),
    operations: { checkCustomer: 'checkCustomer', give: 'setVoucher' },
    minimumPaths: 5,
  },
})
