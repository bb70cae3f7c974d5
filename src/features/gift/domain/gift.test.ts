import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import type { AuthCode } from '../../../shared/domain/codes'
import { AUTH_CODES } from '../../../shared/domain/codes'
import { GIFT_TARGET_MAX, clampGiftQuantity, giftTotal, validateGift, validateTarget } from './gift'
import { visibleMenu } from '../../../shared/domain/menu-policy'
import { canGift } from './access'
import { ko } from './messages'
import type { SessionUser } from '../../../shared/domain/user'
import { ROUTE_TABLE } from '../../../../tests/support/route-table'

const sessionOf = (siteId: number, auth: AuthCode): SessionUser => ({
  user: {
    name: 'x',
    userId: 'x',
    siteId,
    auth,
    email: 'x@example.com',
    mobile: '010-0000-0000',
    branchCode: null,
    branchName: null,
  },
  roleList: ['RM'],
  print: true,
  usableCount: 10,
})

const showsGiftMenu = (siteId: number, auth: AuthCode): boolean =>
  visibleMenu(ROUTE_TABLE, sessionOf(siteId, auth)).some((g) =>
    g.items.some((i) => i.id === 'gift'),
  )

describe('canGift (S1 §6)', () => {
  it('lets the site-1 FC (OL1000001) and the site-1 super admin gift', () => {
    expect(canGift({ siteId: 1, auth: 'F' })).toBe(true)
    expect(canGift({ siteId: 1, auth: 'S' })).toBe(true)
  })

  it('refuses sites 2, 3 and 5-11 whatever the role', () => {
    for (const siteId of [2, 3, 5, 6, 7, 8, 9, 10, 11]) {
      for (const auth of AUTH_CODES)
        expect(canGift({ siteId, auth }), `${siteId} ${auth}`).toBe(false)
    }
  })

  it('refuses roles P, A and B even on site 1', () => {
    for (const auth of ['P', 'A', 'B'] as const) expect(canGift({ siteId: 1, auth })).toBe(false)
  })

  it('refuses the demo accounts fc0001 (site 3) and ga0001 (site 5)', () => {
    expect(canGift({ siteId: 3, auth: 'F' })).toBe(false)
    expect(canGift({ siteId: 5, auth: 'A' })).toBe(false)
  })

  it('agrees with the gift item of the drawer menu for any site and role (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 60 }), fc.constant(48)),
        fc.constantFrom(...AUTH_CODES),
        (siteId, auth) => canGift({ siteId, auth }) === showsGiftMenu(siteId, auth),
      ),
    )
  })
})

describe('clampGiftQuantity (S1 §5)', () => {
  it('clamps to [0, owned]', () => {
    expect(clampGiftQuantity(-1, 5)).toBe(0)
    expect(clampGiftQuantity(0, 5)).toBe(0)
    expect(clampGiftQuantity(3, 5)).toBe(3)
    expect(clampGiftQuantity(5, 5)).toBe(5)
    expect(clampGiftQuantity(6, 5)).toBe(5)
    expect(clampGiftQuantity(2.9, 5)).toBe(2)
    expect(clampGiftQuantity(Number.NaN, 5)).toBe(0)
    expect(clampGiftQuantity(Infinity, 5)).toBe(5)
    expect(clampGiftQuantity(4, 0)).toBe(0)
  })

  it('lies in [0, owned] and is a whole number (property)', () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: 0, max: 10_000 }), (value, owned) => {
        const result = clampGiftQuantity(value, owned)
        return Number.isInteger(result) && result >= 0 && result <= owned
      }),
    )
  })

  it('keeps every whole quantity already in range and is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.nat(10_000), (owned, pick) => {
        const value = pick % (owned + 1)
        expect(clampGiftQuantity(value, owned)).toBe(value)
        const any = clampGiftQuantity(pick - 5_000, owned)
        expect(clampGiftQuantity(any, owned)).toBe(any)
      }),
    )
  })
})

describe('validateGift (S1 §5)', () => {
  const valid = { targetId: 'OL1000002', quantities: [2, 0], usableCount: 20 }

  it('passes a target and one quantity above 0', () => {
    expect(validateGift(valid)).toBeNull()
  })

  it('refuses no usable rights first, with the spec text', () => {
    expect(validateGift({ targetId: '', quantities: [], usableCount: 0 })).toEqual({
      key: 'gift.noUsableRights',
    })
    expect(ko['gift.noUsableRights']).toBe('사용권이 없습니다.')
  })

  it('then needs the target id (blank counts as missing)', () => {
    expect(validateGift({ ...valid, targetId: '  ', quantities: [0] })).toEqual({
      key: 'gift.targetRequired',
    })
    expect(ko['gift.targetRequired']).toBe('선물 받을 직원의 아이디를 입력해주세요.')
  })

  it('then needs at least one quantity above 0', () => {
    expect(validateGift({ ...valid, quantities: [0, 0] })).toEqual({ key: 'gift.quantityRequired' })
    expect(validateGift({ ...valid, quantities: [] })).toEqual({ key: 'gift.quantityRequired' })
    expect(ko['gift.quantityRequired']).toBe('선물할 사용권 수량을 입력해주세요.')
  })

  it('lets an unlimited caller (-1) gift', () => {
    expect(validateGift({ ...valid, usableCount: -1 })).toBeNull()
  })

  it('follows the spec order for any input (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 4 }),
        fc.integer({ min: -1, max: 30 }),
        (targetId, quantities, usableCount) => {
          const expected =
            usableCount === 0
              ? 'gift.noUsableRights'
              : targetId.trim() === ''
                ? 'gift.targetRequired'
                : quantities.every((q) => q === 0)
                  ? 'gift.quantityRequired'
                  : null
          expect(validateGift({ targetId, quantities, usableCount })?.key ?? null).toBe(expected)
        },
      ),
    )
  })
})

describe('validateTarget (S1 §5, decision 011)', () => {
  it('needs an id, blank counting as missing', () => {
    expect(validateTarget('')).toEqual({ key: 'gift.targetRequired' })
    expect(validateTarget(' \t')).toEqual({ key: 'gift.targetRequired' })
    expect(validateTarget(' OL1000002 ')).toBeNull()
  })

  it('refuses an id longer than the contract takes, trimmed first, with its own message', () => {
    expect(validateTarget('x'.repeat(GIFT_TARGET_MAX))).toBeNull()
    expect(validateTarget(` ${'x'.repeat(GIFT_TARGET_MAX)} `)).toBeNull()
    expect(validateTarget('x'.repeat(GIFT_TARGET_MAX + 1))).toEqual({
      key: 'gift.targetTooLong',
      params: { max: GIFT_TARGET_MAX },
    })
    expect(ko['gift.targetTooLong']).toContain('{max}')
  })

  it('validateGift says the same about the target once the usable count is not 0 (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: GIFT_TARGET_MAX + 4 }), (targetId) => {
        const target = validateTarget(targetId)
        const gift = validateGift({ targetId, quantities: [1], usableCount: 3 })
        expect(gift).toEqual(target)
      }),
    )
  })
})

describe('giftTotal', () => {
  it('is the sum of the quantities, 0 for none (property)', () => {
    expect(giftTotal([])).toBe(0)
    expect(giftTotal([2, 0, 1])).toBe(3)
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { maxLength: 10 }), (quantities) => {
        const total = giftTotal(quantities)
        expect(total >= Math.max(0, ...quantities)).toBe(true)
        expect(total === 0).toBe(quantities.every((q) => q === 0))
      }),
    )
  })
})
