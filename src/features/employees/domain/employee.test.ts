import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { AUTH_CODES } from '../../../shared/domain/codes'
import { fill, type Message } from '../../../shared/domain/messages'
import { ko } from './messages'
import {
  EMPLOYEE_LIMITS,
  amountBounds,
  creatableRoles,
  displayEmployeeId,
  holdsVouchers,
  validateAmount,
  clampSlider,
  validateDistribution,
  validateCreateEmployee,
  validateModify,
  branchCodeProblem,
  branchReady,
} from './employee'

const text = (m: Message | null) =>
  m ? fill((ko as Record<string, string>)[m.key]!, m.params) : null

describe('displayEmployeeId (S1 §5, §9)', () => {
  it('puts the site prefix before the staff number, except for SH and OL', () => {
    expect(displayEmployeeId('HK', '12345')).toBe('HK12345')
    expect(displayEmployeeId('PT', '7')).toBe('PT7')
    expect(displayEmployeeId('SH', '12345')).toBe('12345')
    expect(displayEmployeeId('OL', '1000003')).toBe('1000003')
  })

  it('ends with the staff number and starts with the prefix unless hidden (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('HK', 'GA', 'PT', 'SH', 'OL', 'AB'),
        fc.stringMatching(/^[A-Za-z0-9]{1,20}$/),
        (prefix, number) => {
          const id = displayEmployeeId(prefix, number)
          expect(id.endsWith(number)).toBe(true)
          if (prefix === 'SH' || prefix === 'OL') expect(id).toBe(number)
          else expect(id).toBe(prefix + number)
        },
      ),
    )
  })
})

describe('creatableRoles (S1 §6)', () => {
  it('S creates A, B, F; A creates B, F; B creates F; F and P nothing', () => {
    expect(creatableRoles('S')).toEqual(['A', 'B', 'F'])
    expect(creatableRoles('A')).toEqual(['B', 'F'])
    expect(creatableRoles('B')).toEqual(['F'])
    expect(creatableRoles('F')).toEqual([])
    expect(creatableRoles('P')).toEqual([])
  })

  it('never lets a role create its own rank or a higher one, nor S or P (property)', () => {
    const rank = { S: 0, A: 1, B: 2, F: 3, P: 9 } as const
    fc.assert(
      fc.property(fc.constantFrom(...AUTH_CODES), (auth) => {
        for (const created of creatableRoles(auth)) {
          expect(rank[created]).toBeGreaterThan(rank[auth])
          expect(['A', 'B', 'F']).toContain(created)
        }
      }),
    )
  })
})

describe('amount dialog (S1 §5): min = -reclaimable limit, max = caller usable', () => {
  it('gives the bounds, none for an unlimited employee, the cap for an unlimited caller', () => {
    expect(amountBounds(7, 200)).toEqual({ min: -7, max: 200 })
    expect(amountBounds(0, 0)).toEqual({ min: 0, max: 0 })
    expect(amountBounds(-1, 200)).toBeNull()
    expect(amountBounds(-5, 200)).toBeNull()
    expect(amountBounds(3, -1)).toEqual({ min: -3, max: EMPLOYEE_LIMITS.quantityMax })
  })

  it('says the spec text outside the bounds, and refuses 0 and fractions', () => {
    const bounds = { min: -7, max: 200 }
    expect(validateAmount(5, bounds)).toBeNull()
    expect(validateAmount(-7, bounds)).toBeNull()
    expect(validateAmount(200, bounds)).toBeNull()
    expect(text(validateAmount(201, bounds))).toBe('최소 -7 최대 200로 입력 해주세요.')
    expect(text(validateAmount(-8, bounds))).toBe('최소 -7 최대 200로 입력 해주세요.')
    // 0 lies inside the range: it is refused for changing nothing, and says so
    expect(text(validateAmount(0, bounds))).toBe(
      '0은 바뀌는 수량이 없습니다. 지급은 양수, 회수는 음수로 입력해 주세요.',
    )
    expect(validateAmount(1.5, bounds)).not.toBeNull()
    expect(validateAmount(Number.NaN, bounds)).not.toBeNull()
  })

  it('distribute slider (S1 §5): 0 to max, its own message, anything else clamped (property)', () => {
    expect(text(validateDistribution(201, 200))).toBe('0 이상 200 이하의 값을 입력 해 주세요.')
    expect(text(validateDistribution(-1, 200))).toBe('0 이상 200 이하의 값을 입력 해 주세요.')
    // 0 is inside the slider's range but gives nothing
    expect(text(validateDistribution(0, 200))).toBe(
      '0은 바뀌는 수량이 없습니다. 지급은 양수, 회수는 음수로 입력해 주세요.',
    )
    expect(validateDistribution(200, 200)).toBeNull()
    fc.assert(
      fc.property(
        fc.nat(EMPLOYEE_LIMITS.quantityMax),
        fc.oneof(fc.integer({ min: -1000, max: 200_000 }), fc.double()),
        (max, value) => {
          const clamped = clampSlider(value, max)
          expect(Number.isInteger(clamped)).toBe(true)
          expect(clamped).toBeGreaterThanOrEqual(0)
          expect(clamped).toBeLessThanOrEqual(max)
          const whole = Number.isInteger(value) && value >= 0 && value <= max
          // a value in range is kept as it is; the message says exactly when it was not
          if (whole) expect(clamped === value).toBe(true)
          expect(validateDistribution(value, max) === null).toBe(whole && value !== 0)
          if (!whole) expect(validateDistribution(value, max)?.key).toBe('employees.sliderRange')
        },
      ),
    )
  })

  it('accepts exactly the whole non-zero values in [min, max] (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(1000),
        fc.nat(1000),
        fc.oneof(fc.integer({ min: -2000, max: 2000 }), fc.double()),
        (limit, usable, value) => {
          const bounds = amountBounds(limit, usable)!
          const ok = Number.isInteger(value) && value !== 0 && value >= -limit && value <= usable
          expect(validateAmount(value, bounds) === null).toBe(ok)
        },
      ),
    )
  })
})

describe('holdsVouchers (S1 §4: deactivation refused while vouchers are held)', () => {
  it('holds with a reclaimable, non-reclaimable, in-use or unlimited quantity', () => {
    const none = { limit: 0, licenseQuantity: 0, useQuantity: 0 }
    expect(holdsVouchers(none)).toBe(false)
    expect(holdsVouchers({ ...none, limit: 1 })).toBe(true)
    expect(holdsVouchers({ ...none, limit: -1 })).toBe(true)
    expect(holdsVouchers({ ...none, licenseQuantity: 2 })).toBe(true)
    expect(holdsVouchers({ ...none, useQuantity: 1 })).toBe(true)
  })
})

describe('validateCreateEmployee (S1 §5)', () => {
  const valid = {
    name: '홍길동',
    staffNumber: '12345',
    branchCode: 'B002',
    permissionCode: 'F' as const,
  }

  it('passes a complete form', () => {
    expect(validateCreateEmployee(valid, { partnerSite: false })).toEqual({
      fields: {},
      summary: null,
    })
  })

  it('says each missing item with the spec text and the summary', () => {
    const empty = { name: ' ', staffNumber: '', branchCode: '', permissionCode: '' as const }
    const result = validateCreateEmployee(empty, { partnerSite: false })
    expect(text(result.fields.name!)).toBe('직원 이름이 필요합니다')
    expect(text(result.fields.staffNumber!)).toBe('사번이 필요합니다')
    expect(text(result.fields.branchCode!)).toBe('소속지점을 선택해야 합니다')
    expect(text(result.fields.permissionCode!)).toBe('계정 권한을 선택해야합니다')
    expect(text(result.summary)).toBe('항목을 입력해주세요.')
    // site 48 labels the field id
    const partner = validateCreateEmployee(empty, { partnerSite: true })
    expect(text(partner.fields.staffNumber!)).toBe('아이디가 필요합니다')
  })

  it('refuses a staff number with other than letters and digits, and over-long values', () => {
    const r = validateCreateEmployee({ ...valid, staffNumber: '12-3' }, { partnerSite: false })
    expect(r.fields.staffNumber).toBeDefined()
    expect(r.summary).toBeNull()
    const long = validateCreateEmployee(
      { ...valid, name: '가'.repeat(EMPLOYEE_LIMITS.nameMax + 1) },
      { partnerSite: false },
    )
    expect(long.fields.name?.key).toBe('employees.tooLong')
  })

  it('has a summary exactly when an item is blank (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 4 }),
        fc.stringMatching(/^[A-Za-z0-9 ]{0,4}$/),
        fc.constantFrom('', 'B001'),
        fc.constantFrom('', 'A', 'B', 'F'),
        (name, staffNumber, branchCode, permissionCode) => {
          const r = validateCreateEmployee(
            { name, staffNumber, branchCode, permissionCode: permissionCode as '' },
            { partnerSite: false },
          )
          const blank = !name.trim() || !staffNumber.trim() || !branchCode || !permissionCode
          expect(r.summary !== null).toBe(blank)
        },
      ),
    )
  })
})

describe('branchReady (S1 §5 add branch: both name and code)', () => {
  const code = fc.oneof(
    fc.string({ maxLength: 3 }),
    fc.stringMatching(/^[A-Za-z0-9]{1,12}$/),
    fc.constantFrom('강남', 'B 01', 'B-01', ' B01 '),
  )
  it('needs both, and a code the server takes: letters and digits, at most 10 (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3 }), code, (name, c) => {
        const takes = /^[A-Za-z0-9]{1,10}$/.test(c.trim())
        expect(branchCodeProblem(c)).toBe(
          c.trim() === '' || takes ? null : 'employees.branchCodeFormat',
        )
        expect(branchReady(name, c)).toBe(name.trim() !== '' && takes)
      }),
    )
  })

  it('a Korean code is answered by its rule, before anything is sent', () => {
    expect(branchCodeProblem('강남')).toBe('employees.branchCodeFormat')
    expect(branchReady('강남지점', '강남')).toBe(false)
    expect(branchReady('강남지점', 'GN01')).toBe(true)
  })
})

describe('validateModify (S1 §2 modify dialog)', () => {
  it('checks the name, the email and the phone ddd-dddd-dddd', () => {
    const ok = {
      name: '김설계',
      gender: 'M' as const,
      email: 'a@example.com',
      mobile: '010-1234-5678',
    }
    expect(validateModify(ok)).toEqual({})
    const bad = validateModify({ ...ok, name: '', email: 'x', mobile: '010-123-4567' })
    expect(Object.keys(bad).sort()).toEqual(['email', 'mobile', 'name'])
  })
})
