import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { cleanLine } from '../../src/shared/domain/text'
import fc from 'fast-check'
import { LIMITS } from '../../src/shared/domain/codes'
import type { Message } from '../../src/shared/domain/messages'
import { LINE_TEXT, validateLogin } from '../../src/shared/domain/validation'
import {
  SEARCH_NAME_MAX,
  searchTerm,
  validateSearch,
} from '../../src/features/dashboard/domain/search'
import {
  SHIPPING_ADDRESS_MAX,
  validateShipping,
  type ShippingFields,
} from '../../src/features/dashboard/domain/shipping'
import { checkupList, addressChange } from '../../src/features/dashboard/services/contract'
import { validatePasswordSet } from '../../src/features/session/domain/password-set'
import { login, passwordSet } from '../../src/features/session/services/contract'
import {
  APP_ID_MAX,
  VOUCHER_COUNT_MAXIMUM,
  VOUCHER_COUNT_MINIMUM,
} from '../../src/features/vouchers/domain/codes'
import { validateGive, validateVoucherCount } from '../../src/features/vouchers/domain/voucher'
import { createVoucher, setVoucher } from '../../src/features/vouchers/services/contract'
import { GIFT_TARGET_MAX, validateGift } from '../../src/features/gift/domain/gift'
import { gift } from '../../src/features/gift/services/contract'

/**
 * Decision 011: every limited input's validator accepts exactly what its contract schema accepts,
 * so a value the form lets through is never a 400 and a value the contract refuses is stopped
 * with its own message. The strings mix ASCII, Hangul, a character outside the BMP (one code
 * point, two UTF-16 code units: zod counts code points), a lone surrogate, a combining mark and
 * whitespace, with lengths around each limit.
 */
const unit = fc.constantFrom(
  'a',
  'Z',
  '7',
  '가',
  '힣',
  '😀',
  '\ud83d',
  'e\u0301',
  ' ',
  '\t',
  '\u3000',
)
const around = (limit: number) =>
  fc.oneof(
    fc.string({ unit, maxLength: 8 }),
    fc.string({ unit, minLength: Math.max(0, limit - 4), maxLength: limit + 4 }),
    fc
      .integer({ min: limit - 2, max: limit + 2 })
      .chain((n) => fc.tuple(fc.constant('x'.repeat(n)), fc.string({ unit, maxLength: 3 })))
      .map(([body, pad]) => pad + body + pad),
  )

/**
 * The validator's verdict and the contract's on the same input agree; a refusal over the limit has
 * its own key, and a line with a character no keyboard types (`sent`: a tab, a lone surrogate; on
 * fields that are lines of text) says so first.
 */
function agree(
  verdict: Message | null,
  contractAccepts: boolean,
  tooLongKey: Message['key'],
  overLimit: boolean,
  sent?: string,
) {
  expect(verdict === null).toBe(contractAccepts)
  if (sent !== undefined && !LINE_TEXT.test(sent)) expect(verdict?.key).toBe('validation.untypable')
  else if (overLimit) expect(verdict?.key).toBe(tooLongKey)
}

/** Characters as zod's `.max()` counts them: code points. */
const codePoints = (value: string) => Array.from(value).length
/** A typed line's length as the contract counts it: the line as kept (`cleanLine`, decision 058). */
const keptLength = (value: string) => codePoints(cleanLine(value).trim())

const RANGE = { start: '20260101', end: '20260131' }

describe('limits: the forms refuse exactly what the contract refuses (property)', () => {
  it('dashboard search: validateSearch <=> checkupList query name', () => {
    expect(z.toJSONSchema(checkupList.query!.shape.name).maxLength).toBe(SEARCH_NAME_MAX)
    fc.assert(
      fc.property(around(SEARCH_NAME_MAX), (typed) => {
        const sent = searchTerm(typed)
        agree(
          validateSearch(typed),
          checkupList.query!.safeParse({ ...RANGE, name: sent }).success,
          'dashboard.searchTooLong',
          keptLength(sent) > SEARCH_NAME_MAX,
          sent,
        )
      }),
    )
  })

  const shipping: ShippingFields = {
    postalCode: '06236',
    address: '서울특별시 강남구 테헤란로 152',
    detailAddress: '12층',
    telephone: '010-1234-5678',
  }

  it.each([
    ['detailAddress', 'shipping.detailTooLong'],
    ['address', 'shipping.addressTooLong'],
  ] as const)('shipping %s: validateShipping <=> addressChange request', (field, key) => {
    fc.assert(
      fc.property(around(SHIPPING_ADDRESS_MAX), (typed) => {
        const fields = { ...shipping, [field]: typed }
        // what the shipping machine sends: every field trimmed
        const sent = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.trim()]))
        agree(
          validateShipping(fields)[field] ?? null,
          addressChange.request!.safeParse(sent).success,
          key,
          keptLength(typed) > SHIPPING_ADDRESS_MAX,
          typed.trim(),
        )
      }),
    )
  })

  it('login user id: validateLogin <=> loginMk2 request', () => {
    fc.assert(
      fc.property(around(LIMITS.userIdMax), (typed) => {
        const v = validateLogin({ userId: typed, password: 'Test1234!' })
        agree(
          v.userId,
          login.request!.safeParse(v.values).success,
          'login.userIdTooLong',
          keptLength(typed) > LIMITS.userIdMax,
          typed.trim(),
        )
      }),
    )
  })

  it('login password: validateLogin <=> loginMk2 request', () => {
    fc.assert(
      fc.property(around(LIMITS.passwordFieldMax), (typed) => {
        const v = validateLogin({ userId: 'fc0001', password: typed })
        agree(
          v.password,
          login.request!.safeParse(v.values).success,
          'login.passwordTooLong',
          codePoints(typed.trim()) > LIMITS.passwordFieldMax,
        )
      }),
    )
  })

  it('initial password: validatePasswordSet <=> passwordSet request', () => {
    fc.assert(
      fc.property(around(LIMITS.passwordFieldMax), (typed) => {
        const errors = validatePasswordSet({
          initial: typed,
          newPassword: 'Newpass1!',
          confirm: 'Newpass1!',
        })
        agree(
          errors.initial ?? null,
          passwordSet.request!.safeParse({
            userId: 'newbie',
            password: typed.trim(),
            newPassword: 'Newpass1!',
          }).success,
          'passwordSet.initialTooLong',
          codePoints(typed.trim()) > LIMITS.passwordFieldMax,
        )
      }),
    )
  })

  it('give app id: validateGive <=> setVoucher request', () => {
    fc.assert(
      fc.property(around(APP_ID_MAX), (typed) => {
        agree(
          validateGive({ roleList: ['RM'], appId: typed, usableCount: -1 }),
          setVoucher.request!.safeParse({ userId: typed.trim(), hours: 1 }).success,
          'give.appIdTooLong',
          keptLength(typed) > APP_ID_MAX,
          typed.trim(),
        )
      }),
    )
  })

  it('gift receiver id: validateGift <=> gift request', () => {
    fc.assert(
      fc.property(around(GIFT_TARGET_MAX), (typed) => {
        agree(
          validateGift({ targetId: typed, quantities: [1], usableCount: -1 }),
          gift.request!.safeParse({
            employeeId: typed.trim(),
            items: [{ licenseId: 1, quantity: 1 }],
          }).success,
          'gift.targetTooLong',
          keptLength(typed) > GIFT_TARGET_MAX,
          typed.trim(),
        )
      }),
    )
  })

  it('voucher count: validateVoucherCount <=> createVoucher request', () => {
    const count = fc.oneof(
      fc.integer({ min: VOUCHER_COUNT_MAXIMUM - 5, max: VOUCHER_COUNT_MAXIMUM + 5 }),
      fc.integer({ min: -5, max: 5 }),
      fc.integer(),
      fc.double(),
      fc.constantFrom(Number.MAX_SAFE_INTEGER, 1e20, Infinity, Number.NaN),
    )
    fc.assert(
      fc.property(count, (n) => {
        agree(
          validateVoucherCount(n),
          createVoucher.request!.safeParse({ count: n }).success,
          'voucher.countMax',
          Number.isInteger(n) && n > VOUCHER_COUNT_MAXIMUM,
        )
      }),
    )
    expect(validateVoucherCount(VOUCHER_COUNT_MINIMUM)).toBeNull()
    expect(validateVoucherCount(VOUCHER_COUNT_MAXIMUM)).toBeNull()
  })
})
