import { giftMachine, type GiftContext } from '../../../src/features/gift/machines/gift-machine'
import { ERRORS } from '../../../src/features/gift/domain/errors'
import { GIFT_TARGET_MAX, validateTarget } from '../../../src/features/gift/domain/gift'
import type { GiftReceiver, LicenseItem } from '../../../src/features/gift/services/contract'
import { mountGift } from '../../../src/features/gift/screens'
import type { PageEntry } from '../../../src/shared/views/feature'
import { defineModel, failuresOf } from '../model'
import { noRows } from '../live'

/** OL1000001's items as the mock seeds them (FIXTURES.md: the site-1 FC who gifts) */
const ITEM: LicenseItem = {
  licenseId: 1,
  productName: '프리미엄 건강톡 사용권 1+1',
  expired: '20271122',
  checkupQuantity: 10,
  giftQuantity: 5,
}
const OTHER_ITEM: LicenseItem = {
  licenseId: 2,
  productName: '검진 프리미엄 사용권 2+1',
  expired: '20271122',
  checkupQuantity: 6,
  giftQuantity: 4,
}
/** FIXTURES.md: the second site-1 FC, who receives gifts from OL1000001 */
const RECEIVER: GiftReceiver = { employeeId: 'OL1000002', name: '오렌지투' }
const GIVER = 'OL1000001'
const QUIET = { notify: () => {}, setUsableCount: () => {}, usableCountStale: () => {} }
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
 * Gifting usage rights (S1 §2, §5, §6, §8): the items loaded (two items, or none) or refused (405)
 * or failed; the id blank, valid and too long; quantities within, below and past the item's; CHECK,
 * SUBMIT with no usable rights and with some; the confirmation; the check and the gift answering
 * with every documented status; the items loaded again after a gift or its 400. The column
 * chooser (a root transition, the same in every state) is walked while editing; its hidden
 * columns are left out of the walk's state: they change only what the grid draws. Live, OL1000001
 * gifts 3 of its first item to OL1000002; the empty list is walked only.
 */
export default defineModel({
  machine: giftMachine,
  input: { hidden: [], userId: GIVER },
  events: (snapshot) => {
    if (snapshot.matches('failed')) return [{ type: 'RETRY' }]
    if (snapshot.matches({ ready: 'editing' }))
      return [
        ...TARGETS,
        ...QUANTITIES,
        { type: 'CHECK' },
        { type: 'SUBMIT', usableCount: 0 },
        // the giver's usable count as the session has it (OL1000001: 20)
        { type: 'SUBMIT', usableCount: 20 },
        TOGGLE,
      ]
    if (snapshot.matches({ ready: 'checking' })) return [TARGETS[1], QUANTITIES[0]]
    if (snapshot.matches({ ready: 'confirming' })) return [{ type: 'CONFIRM' }, { type: 'CANCEL' }]
    return []
  },
  answers: {
    load: {
      outputs: [[ITEM, OTHER_ITEM], []],
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
      // OL1000001's 20 less the 3 the walk gifts
      outputs: [{ usableCount: 17 }],
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
  live: {
    account: GIVER,
    accounts: [{ account: 'OL1000002', outputs: { load: { index: 1, shows: noRows } } }],
    wire: (ctx) =>
      mountGift(ctx)
        .actors({ session: null } as unknown as PageEntry)
        .gift.logic.provide({ actions: QUIET }),
    operations: { load: 'licenseList', checkUser: 'giftCheckUser', gift: 'gift' },
    minimumPaths: 48,
  },
})
