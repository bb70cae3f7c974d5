import { giftMachine, type GiftContext } from '../../../src/features/gift/machines/gift-machine'
import { ERRORS } from '../../../src/features/gift/domain/errors'
import { GIFT_TARGET_MAX, validateTarget } from '../../../src/features/gift/domain/gift'
import type { GiftReceiver, LicenseItem } from '../../../src/features/gift/services/gift-service'
import { defineModel, failuresOf } from '../model'

const ITEM: LicenseItem = {
  licenseId: 3,
  productName: '프리미엄 건강톡 사용권 1+1',
  expired: '20271122',
  checkupQuantity: 10,
  giftQuantity: 5,
}
const RECEIVER: GiftReceiver = { employeeId: 'OL1000012', name: '오받음' }
const UNKNOWN_LICENSE = 99

const context = (s: { context: unknown }) => s.context as GiftContext

/** the quantity typed: within the item's gift quantity, below 0, past it; an item not listed */
const QUANTITIES = [
  { type: 'QUANTITY.CHANGE', licenseId: ITEM.licenseId, value: 3 },
  { type: 'QUANTITY.CHANGE', licenseId: ITEM.licenseId, value: -1 },
  { type: 'QUANTITY.CHANGE', licenseId: ITEM.licenseId, value: ITEM.giftQuantity + 1 },
  { type: 'QUANTITY.CHANGE', licenseId: UNKNOWN_LICENSE, value: 1 },
] as const

/** the receiver's id: blank, a valid one, one past the contract's length */
const TARGETS = [
  { type: 'TARGET.CHANGE', value: '  ' },
  { type: 'TARGET.CHANGE', value: RECEIVER.employeeId },
  { type: 'TARGET.CHANGE', value: 'x'.repeat(GIFT_TARGET_MAX + 1) },
] as const

const TOGGLE = { type: 'COLUMN.TOGGLE', column: 'expired' } as const

/**
 * Gifting usage rights (S1 §2, §5, §6, §8): the items loaded (one item, or none) or refused (405)
 * or failed; the id blank, valid and too long; quantities within, below and past the item's; CHECK,
 * SUBMIT with no usable rights and with some; the confirmation; the check and the gift answering
 * with every documented status; the items loaded again after a gift or its 400. The column
 * chooser (a root transition, the same in every state) is walked while editing; its hidden
 * columns are left out of the walk's state: they change only what the grid draws.
 */
export default defineModel({
  machine: giftMachine,
  input: { hidden: [], userId: 'OL1000001' },
  events: (snapshot) => {
    if (snapshot.matches('failed')) return [{ type: 'RETRY' }]
    if (snapshot.matches({ ready: 'editing' }))
      return [
        ...TARGETS,
        ...QUANTITIES,
        { type: 'CHECK' },
        { type: 'SUBMIT', usableCount: 0 },
        { type: 'SUBMIT', usableCount: 10 },
        TOGGLE,
      ]
    if (snapshot.matches({ ready: 'checking' })) return [TARGETS[1], QUANTITIES[0]]
    if (snapshot.matches({ ready: 'confirming' })) return [{ type: 'CONFIRM' }, { type: 'CANCEL' }]
    return []
  },
  answers: {
    load: {
      outputs: [[ITEM], []],
      failures: failuresOf(ERRORS.licenseList, 'licenseList'),
      // the first load's failure is the page's (loadError); a reload's is said under the items,
      // unless it is the 405 that ends the page
      shows: {
        row: ERRORS.licenseList,
        read: (s) => (s.matches('ready') ? context(s).error : context(s).loadError),
      },
    },
    checkUser: {
      outputs: [RECEIVER],
      failures: failuresOf(ERRORS.giftCheckUser, 'giftCheckUser'),
      shows: { row: ERRORS.giftCheckUser, read: (s) => context(s).targetError },
    },
    gift: {
      outputs: [{ usableCount: 5 }],
      failures: failuresOf(ERRORS.gift, 'gift'),
      // 404 is said at the id field, the others under the items (both were clear to confirm)
      shows: { row: ERRORS.gift, read: (s) => context(s).targetError ?? context(s).error },
    },
  },
  serialize: (s) => {
    const c = context(s)
    return {
      value: s.value,
      items: c.items.length,
      // the rules ask only whether one quantity is above 0 (the clamp is the domain's, tested there)
      quantities: Object.values(c.quantities).some((q) => q > 0),
      // the id as the rules and the check read it: blank, too long, or the one valid id
      targetId: validateTarget(c.targetId)?.key ?? c.targetId.trim(),
      receiver: c.receiver !== null,
      targetError: c.targetError?.key ?? null,
      error: c.error?.key ?? null,
      loadError: c.loadError?.key ?? null,
      confirmAfterCheck: c.confirmAfterCheck,
    }
  },
  depth: 8,
})
