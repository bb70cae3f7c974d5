import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import {
  clampVoucherCount,
  formatCountdown,
  readCountInput,
  validateGive,
  validateVoucherCount,
} from './voucher'
import { APP_ID_MAX, VOUCHER_COUNT_MAXIMUM } from './codes'
import { ROLE_CODES, VOUCHER_ROLES, type RoleCode } from '../../../shared/domain/codes'

describe('clampVoucherCount', () => {
  it('clamps to [1, usable] when 50 rights are usable', () => {
    expect(clampVoucherCount(0, 50)).toBe(1)
    expect(clampVoucherCount(-3, 50)).toBe(1)
    expect(clampVoucherCount(1, 50)).toBe(1)
    expect(clampVoucherCount(50, 50)).toBe(50)
    expect(clampVoucherCount(51, 50)).toBe(50)
    expect(clampVoucherCount(Number.NaN, 50)).toBe(1)
    expect(clampVoucherCount(2.7, 50)).toBe(2)
  })

  it('is 0 whatever was typed when no rights are usable', () => {
    expect(clampVoucherCount(0, 0)).toBe(0)
    expect(clampVoucherCount(1, 0)).toBe(0)
    expect(clampVoucherCount(999, 0)).toBe(0)
    expect(clampVoucherCount(-4, 0)).toBe(0)
    expect(clampVoucherCount(Number.NaN, 0)).toBe(0)
  })

  it('has no maximum when the usable count is -1 (unlimited)', () => {
    expect(clampVoucherCount(1000, -1)).toBe(1000)
    expect(clampVoucherCount(0, -1)).toBe(1)
    expect(clampVoucherCount(-7, -1)).toBe(1)
  })

  it('lies in [1, usable] for any positive usable count (property)', () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: 1, max: 1_000_000 }), (value, usable) => {
        const result = clampVoucherCount(value, usable)
        return Number.isInteger(result) && result >= 1 && result <= usable
      }),
    )
  })

  it('is 0 for usable 0 (property)', () => {
    fc.assert(fc.property(fc.double(), (value) => clampVoucherCount(value, 0) === 0))
  })

  it('is max(1, trunc(value)) for finite values when unlimited (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }),
        fc.integer({ min: -1_000, max: -1 }),
        (value, usable) => clampVoucherCount(value, usable) === Math.max(1, Math.trunc(value)),
      ),
    )
  })

  it('is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: -5, max: 1_000 }), (value, usable) => {
        const once = clampVoucherCount(value, usable)
        return clampVoucherCount(once, usable) === once
      }),
    )
  })
})

describe('validateGive', () => {
  it('reports the missing voucher role before an empty app id and usable 0', () => {
    expect(validateGive({ roleList: [], appId: '', usableCount: 0 })?.key).toBe('give.noRole')
    expect(validateGive({ roleList: ['PA'], appId: 'app-1', usableCount: 5 })?.key).toBe(
      'give.noRole',
    )
  })

  it('reports an empty or blank app id before usable 0', () => {
    expect(validateGive({ roleList: ['RM'], appId: '', usableCount: 0 })?.key).toBe(
      'give.appIdRequired',
    )
    expect(validateGive({ roleList: ['RD'], appId: '  \t ', usableCount: 3 })?.key).toBe(
      'give.appIdRequired',
    )
  })

  it('reports an app id over 64 characters (trimmed) after the role, with its own message', () => {
    expect(validateGive({ roleList: ['RM'], appId: 'm'.repeat(65), usableCount: 0 })).toEqual({
      key: 'give.appIdTooLong',
      params: { max: APP_ID_MAX },
    })
    expect(validateGive({ roleList: [], appId: 'm'.repeat(65), usableCount: 5 })?.key).toBe(
      'give.noRole',
    )
    expect(validateGive({ roleList: ['RM'], appId: ` ${'m'.repeat(64)} `, usableCount: 5 })).toBe(
      null,
    )
  })

  it('reports usable 0 last', () => {
    expect(validateGive({ roleList: ['RP'], appId: 'app-1', usableCount: 0 })?.key).toBe(
      'give.noUsableRights',
    )
  })

  it('accepts a negative (unlimited) usable count', () => {
    expect(validateGive({ roleList: ['RM'], appId: 'app-1', usableCount: -1 })).toBeNull()
    expect(validateGive({ roleList: ['RP', 'PA'], appId: ' app-1 ', usableCount: 1 })).toBeNull()
  })

  it('accepts any role list with a voucher role, a non-blank id and usable != 0 (property)', () => {
    fc.assert(
      fc.property(
        fc
          .shuffledSubarray([...ROLE_CODES] as RoleCode[], { minLength: 1 })
          .filter((roles) => roles.some((r) => (VOUCHER_ROLES as readonly string[]).includes(r))),
        fc.string({ maxLength: APP_ID_MAX }).filter((s) => s.trim() !== ''),
        fc.integer().filter((n) => n !== 0),
        (roleList, appId, usableCount) => validateGive({ roleList, appId, usableCount }) === null,
      ),
    )
  })
})

describe('validateVoucherCount (decision 011)', () => {
  it('accepts 1 to 1000 and refuses more with its own message', () => {
    expect(validateVoucherCount(1)).toBeNull()
    expect(validateVoucherCount(VOUCHER_COUNT_MAXIMUM)).toBeNull()
    expect(validateVoucherCount(VOUCHER_COUNT_MAXIMUM + 1)).toEqual({
      key: 'voucher.countMax',
      params: { max: 1000 },
    })
    expect(validateVoucherCount(0)?.key).toBe('give.noUsableRights')
    expect(validateVoucherCount(2.5)?.key).toBe('voucher.countWhole')
    expect(validateVoucherCount(Number.NaN)?.key).toBe('voucher.countWhole')
  })

  it('a clamped count is refused exactly when it passes the maximum (property)', () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: -1, max: 1_000_000 }), (typed, usable) => {
        const count = clampVoucherCount(typed, usable)
        const expected =
          count === 0
            ? 'give.noUsableRights'
            : count > VOUCHER_COUNT_MAXIMUM
              ? 'voucher.countMax'
              : null
        expect(validateVoucherCount(count)?.key ?? null).toBe(expected)
      }),
    )
  })
})

describe('formatCountdown', () => {
  it('shows mm:ss', () => {
    expect(formatCountdown(120)).toBe('02:00')
    expect(formatCountdown(119)).toBe('01:59')
    expect(formatCountdown(59)).toBe('00:59')
    expect(formatCountdown(0)).toBe('00:00')
    expect(formatCountdown(-5)).toBe('00:00')
  })

  it('is two-digit mm:ss that parses back for 0..5999 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5999 }), (seconds) => {
        const text = formatCountdown(seconds)
        if (!/^\d{2}:\d{2}$/.test(text)) return false
        const [mm, ss] = text.split(':').map(Number) as [number, number]
        return ss < 60 && mm * 60 + ss === seconds
      }),
    )
  })
})

describe('clampVoucherCount with a number too long to hold', () => {
  it('treats Infinity (309 digits typed) as the maximum, not as below 1', () => {
    expect(clampVoucherCount(Number('9'.repeat(400)), 50)).toBe(50)
    expect(clampVoucherCount(Infinity, -1)).toBe(Number.MAX_SAFE_INTEGER)
    expect(clampVoucherCount(-Infinity, 50)).toBe(1)
  })
})

describe('readCountInput', () => {
  it('reads full-width digits as digits and drops other characters', () => {
    expect(readCountInput('１２')).toEqual({ draft: '12' })
    expect(readCountInput('1 2개')).toEqual({ draft: '12' })
  })

  it('refuses a decimal point instead of gluing the digits together', () => {
    for (const typed of ['3.7', '３．７', '1,5'])
      expect(readCountInput(typed)).toEqual({ refused: { key: 'voucher.countWhole' } })
  })

  it('keeps every digit typed, full width or not (property)', () => {
    const digit = fc.integer({ min: 0, max: 9 })
    fc.assert(
      fc.property(fc.array(fc.tuple(digit, fc.boolean()), { maxLength: 12 }), (digits) => {
        const typed = digits.map(([d, wide]) =>
          wide ? String.fromCharCode(0xff10 + d) : String(d),
        )
        expect(readCountInput(typed.join(''))).toEqual({
          draft: digits.map(([d]) => String(d)).join(''),
        })
      }),
    )
  })
})
