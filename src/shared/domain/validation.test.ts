import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { LIMITS } from './codes'
import { isValidApiDate, toApiDate } from './dates'
import type { Message } from './messages'
import {
  PASSWORD_SPECIALS,
  ageAt,
  birth,
  confirm,
  email,
  isPortalDate,
  numericOnly,
  password,
  pastDate,
  phone,
  range,
  required,
  tooLong,
  userId,
  validateLogin,
} from './validation'

const key = (m: Message | null) => m?.key ?? null

describe('isPortalDate', () => {
  it('counts what parsing into a Date says: a real day of 19xx or 20xx (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(19|20)\d{6}$/), (value) => {
        expect(isPortalDate(value)).toBe(isValidApiDate(value))
      }),
      { numRuns: 2000 },
    )
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (value) => {
        expect(isPortalDate(value)).toBe(/^(19|20)\d{6}$/.test(value) && isValidApiDate(value))
      }),
    )
    for (const leap of ['20000229', '20240229', '19960229']) expect(isPortalDate(leap)).toBe(true)
    for (const no of ['19000229', '20230229', '20991301', '20240431', '20240100'])
      expect(isPortalDate(no)).toBe(false)
  })
})

const dateIn = (fromYear: number, toYear: number) =>
  fc.date({
    min: new Date(fromYear, 0, 1),
    max: new Date(toYear, 11, 31, 23, 59, 59, 999),
    noInvalidDate: true,
  })

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
const DIGITS = '0123456789'
const ALLOWED = LETTERS + DIGITS + PASSWORD_SPECIALS
const allowedChar = fc.constantFrom(...ALLOWED)

describe('required', () => {
  it('rejects blank values and accepts anything else', () => {
    expect(key(required(''))).toBe('validation.required')
    expect(key(required('   '))).toBe('validation.required')
    expect(key(required(null))).toBe('validation.required')
    expect(key(required(undefined))).toBe('validation.required')
    expect(required('a')).toBeNull()
    expect(required(' 0 ')).toBeNull()
  })

  it('is invalid exactly for whitespace-only strings (property)', () => {
    const space = fc.constantFrom(' ', '\t', '\n', '\r', '\u3000', '\u00a0')
    fc.assert(
      fc.property(fc.string({ unit: space }), (blank) => {
        expect(key(required(blank))).toBe('validation.required')
      }),
    )
    fc.assert(
      fc.property(fc.string({ unit: space }), fc.stringMatching(/^\S$/), (pad, ch) => {
        expect(required(pad + ch + pad)).toBeNull()
      }),
    )
  })
})

describe('userId', () => {
  it('needs at least 6 characters (5 fails, 6 passes)', () => {
    expect(key(userId('abcde'))).toBe('validation.userIdMin')
    expect(userId('abcdef')).toBeNull()
    expect(key(userId(''))).toBe('validation.userIdMin')
    expect(key(userId('  abcde  '))).toBe('validation.userIdMin')
    expect(key(userId('😀😀😀'))).toBe('validation.userIdMin')
    expect(userId('홍길동입니다')).toBeNull()
  })

  it('depends only on the code point count of the trimmed value (property)', () => {
    const ch = fc.constantFrom(...Array.from('aZ09_-가나😀'))
    fc.assert(
      fc.property(fc.string({ unit: ch, minLength: 0, maxLength: 20 }), (id) => {
        const long = Array.from(id).length >= LIMITS.userIdMin
        expect(key(userId(id))).toBe(long ? null : 'validation.userIdMin')
      }),
    )
  })
})

describe('birth', () => {
  it('accepts real dates of 19xx and 20xx', () => {
    expect(birth('19920201')).toBeNull()
    expect(birth('20240229')).toBeNull()
    expect(birth('19000101')).toBeNull()
    expect(birth('20991231')).toBeNull()
  })

  it('rejects impossible days, other centuries and other formats', () => {
    for (const bad of [
      '20230229',
      '19920230',
      '19921301',
      '19920001',
      '19920100',
      '18991231',
      '21000101',
      '1992021',
      '199202011',
      '1992-02-01',
      ' 19920201',
      '',
    ]) {
      expect(key(birth(bad))).toBe('validation.birth')
    }
  })

  it('accepts every day from 1900 to 2099 and rejects every day outside (property)', () => {
    fc.assert(
      fc.property(dateIn(1900, 2099), (d) => {
        expect(birth(toApiDate(d))).toBeNull()
      }),
    )
    fc.assert(
      fc.property(fc.oneof(dateIn(1000, 1899), dateIn(2100, 9999)), (d) => {
        expect(key(birth(toApiDate(d)))).toBe('validation.birth')
      }),
    )
  })

  it('rejects any string that is not 8 characters long (property)', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.length !== LIMITS.birthdayLength),
        (s) => {
          expect(key(birth(s))).toBe('validation.birth')
        },
      ),
    )
  })
})

describe('pastDate', () => {
  const today = new Date(2024, 5, 15, 13, 45)

  it('accepts today and earlier days, rejects tomorrow', () => {
    expect(pastDate('20240615', today)).toBeNull()
    expect(pastDate('20240614', today)).toBeNull()
    expect(pastDate('19000101', today)).toBeNull()
    expect(key(pastDate('20240616', today))).toBe('validation.futureDate')
    expect(key(pastDate('20990101', today))).toBe('validation.futureDate')
  })

  it('reports a bad format as validation.date', () => {
    expect(key(pastDate('20230229', today))).toBe('validation.date')
    expect(key(pastDate('2024-06-01', today))).toBe('validation.date')
    expect(key(pastDate('18991231', today))).toBe('validation.date')
    expect(key(pastDate('', today))).toBe('validation.date')
  })

  it('is valid exactly when the day is not after today (property)', () => {
    fc.assert(
      fc.property(dateIn(1900, 2099), dateIn(1900, 2099), (d, now) => {
        const day = new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime()
        const todayStart = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime()
        expect(key(pastDate(toApiDate(d), now))).toBe(
          day <= todayStart ? null : 'validation.futureDate',
        )
      }),
    )
  })
})

describe('email', () => {
  it('accepts ordinary addresses', () => {
    expect(email('hong@example.com')).toBeNull()
    expect(email('first.last+tag@mail.example.co.kr')).toBeNull()
    expect(email('a_b-c%d@sub-domain.io')).toBeNull()
  })

  it('rejects malformed addresses', () => {
    for (const bad of [
      '',
      'hong',
      'hong@',
      '@example.com',
      'hong@example',
      'hong@example.c',
      'hong@@example.com',
      'hong @example.com',
      ' hong@example.com',
      'hong@-example.com',
      'hong@example..com',
      'hong@exam_ple.com',
    ]) {
      expect(key(email(bad))).toBe('validation.email')
    }
  })

  it('accepts generated well-formed addresses (property)', () => {
    const local = fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,10}$/)
    const label = fc.stringMatching(/^[a-z0-9]{1,8}$/)
    const tld = fc.stringMatching(/^[a-z]{2,6}$/)
    fc.assert(
      fc.property(local, fc.array(label, { minLength: 1, maxLength: 3 }), tld, (l, labels, t) => {
        expect(email(`${l}@${labels.join('.')}.${t}`)).toBeNull()
      }),
    )
  })

  it('rejects any string without exactly one @ (property)', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.split('@').length !== 2),
        (s) => {
          expect(key(email(s))).toBe('validation.email')
        },
      ),
    )
  })
})

describe('password', () => {
  it('checks the length bounds: 7 and 16 fail, 8 and 15 pass', () => {
    expect(key(password('abc12!x'))).toBe('validation.password')
    expect(password('abc12!xy')).toBeNull()
    expect(password('abc12!xyzabc123')).toBeNull()
    expect(key(password('abc12!xyzabc1234'))).toBe('validation.password')
  })

  it('needs a letter, a digit and a listed special character', () => {
    expect(key(password('abcdefgh!'))).toBe('validation.password')
    expect(key(password('12345678!'))).toBe('validation.password')
    expect(key(password('abcd1234'))).toBe('validation.password')
    for (const special of PASSWORD_SPECIALS) {
      expect(password(`Abcd123${special}`)).toBeNull()
    }
  })

  it('refuses characters outside letters, digits and !@#$%^&+=', () => {
    expect(key(password('abcd123!*'))).toBe('validation.password')
    expect(key(password('abcd 123!'))).toBe('validation.password')
    expect(key(password('abcd123!가'))).toBe('validation.password')
    expect(key(password('abcd123!?'))).toBe('validation.password')
  })

  it('accepts any 8..15 character mix of letter, digit and special (property)', () => {
    const valid = fc
      .tuple(
        fc.constantFrom(...LETTERS),
        fc.constantFrom(...DIGITS),
        fc.constantFrom(...PASSWORD_SPECIALS),
        fc.array(allowedChar, {
          minLength: LIMITS.passwordMin - 3,
          maxLength: LIMITS.passwordMax - 3,
        }),
      )
      .chain(([l, d, s, rest]) => {
        const chars = [l, d, s, ...rest]
        return fc.shuffledSubarray(chars, { minLength: chars.length, maxLength: chars.length })
      })
      .map((chars) => chars.join(''))
    fc.assert(
      fc.property(valid, (pw) => {
        expect(pw.length).toBeGreaterThanOrEqual(LIMITS.passwordMin)
        expect(pw.length).toBeLessThanOrEqual(LIMITS.passwordMax)
        expect(password(pw)).toBeNull()
      }),
    )
  })

  it('rejects any string shorter than 8 or longer than 15 (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: LIMITS.passwordMin - 1 }), (pw) => {
        expect(key(password(pw))).toBe('validation.password')
      }),
    )
    fc.assert(
      fc.property(
        fc.string({ unit: allowedChar, minLength: LIMITS.passwordMax + 1, maxLength: 40 }),
        (pw) => {
          expect(key(password(pw))).toBe('validation.password')
        },
      ),
    )
  })

  it('rejects any password missing one of the three classes (property)', () => {
    const without = (exclude: string) =>
      fc.string({
        unit: fc.constantFrom(...Array.from(ALLOWED).filter((c) => !exclude.includes(c))),
        minLength: LIMITS.passwordMin,
        maxLength: LIMITS.passwordMax,
      })
    fc.assert(
      fc.property(fc.oneof(without(LETTERS), without(DIGITS), without(PASSWORD_SPECIALS)), (pw) => {
        expect(key(password(pw))).toBe('validation.password')
      }),
    )
  })

  it('rejects a valid password once any other character is inserted (property)', () => {
    const other = fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !ALLOWED.includes(c))
    fc.assert(
      fc.property(other, fc.integer({ min: 0, max: 9 }), (c, at) => {
        const base = 'Ab1!xyz9'
        expect(key(password(base.slice(0, at) + c + base.slice(at)))).toBe('validation.password')
      }),
    )
  })
})

describe('confirm', () => {
  it('passes when equal and fails otherwise', () => {
    expect(confirm('Abcd123!', 'Abcd123!')).toBeNull()
    expect(key(confirm('Abcd123!', 'Abcd123@'))).toBe('validation.confirm')
    expect(key(confirm('Abcd123! ', 'Abcd123!'))).toBe('validation.confirm')
    expect(key(confirm('', 'x'))).toBe('validation.confirm')
  })

  it('is null exactly when both strings are equal (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(confirm(a, a)).toBeNull()
        expect(key(confirm(a, b))).toBe(a === b ? null : 'validation.confirm')
      }),
    )
  })
})

describe('phone', () => {
  it('accepts ddd-dddd-dddd only', () => {
    expect(phone('010-1234-5678')).toBeNull()
    expect(key(phone('010-1234-567'))).toBe('validation.phone')
    expect(key(phone('010-123-5678'))).toBe('validation.phone')
    expect(key(phone('01-1234-5678'))).toBe('validation.phone')
    expect(key(phone('01012345678'))).toBe('validation.phone')
    expect(key(phone('010-1234-56789'))).toBe('validation.phone')
    expect(key(phone('010 1234 5678'))).toBe('validation.phone')
    expect(key(phone('010-12a4-5678'))).toBe('validation.phone')
    expect(key(phone(''))).toBe('validation.phone')
  })

  const digits = (n: number) => fc.stringMatching(new RegExp(`^[0-9]{${n}}$`))

  it('accepts any 3-4-4 digit number (property)', () => {
    fc.assert(
      fc.property(digits(3), digits(4), digits(4), (a, b, c) => {
        expect(phone(`${a}-${b}-${c}`)).toBeNull()
      }),
    )
  })

  it('rejects it once any digit is dropped (property)', () => {
    fc.assert(
      fc.property(digits(3), digits(4), digits(4), fc.nat(), (a, b, c, n) => {
        const full = `${a}-${b}-${c}`
        const digitPositions = [...full].flatMap((ch, i) => (ch === '-' ? [] : [i]))
        const drop = digitPositions[n % digitPositions.length] ?? 0
        expect(key(phone(full.slice(0, drop) + full.slice(drop + 1)))).toBe('validation.phone')
      }),
    )
  })
})

describe('range', () => {
  it('is inclusive at both ends and carries min and max', () => {
    expect(range(50, 50, 130)).toBeNull()
    expect(range(130, 50, 130)).toBeNull()
    expect(range(19.68, 19.68, 51.18)).toBeNull()
    expect(range(49.99, 50, 130)).toEqual({
      key: 'validation.range',
      params: { min: 50, max: 130 },
    })
    expect(range(130.01, 50, 130)).toEqual({
      key: 'validation.range',
      params: { min: 50, max: 130 },
    })
    expect(key(range(Number.NaN, 0, 100))).toBe('validation.range')
  })

  it('is null exactly when min <= value <= max (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true }),
        fc.double({ noNaN: true }),
        fc.double({ noNaN: true }),
        (v, a, b) => {
          const [min, max] = a <= b ? [a, b] : [b, a]
          const result = range(v, min, max)
          if (v >= min && v <= max) expect(result).toBeNull()
          else expect(result).toEqual({ key: 'validation.range', params: { min, max } })
        },
      ),
    )
  })
})

describe('ageAt', () => {
  it('counts full years, the birthday itself included', () => {
    expect(ageAt('20000315', '20200315')).toBe(20)
    expect(ageAt('20000315', '20200314')).toBe(19)
    expect(ageAt('20000315', '20001231')).toBe(0)
    expect(ageAt('19921231', '20240101')).toBe(31)
  })

  it('moves a 29 February birthday to 1 March in common years', () => {
    expect(ageAt('20000229', '20210228')).toBe(20)
    expect(ageAt('20000229', '20210301')).toBe(21)
    expect(ageAt('20000229', '20240229')).toBe(24)
  })

  it('is null for an invalid date', () => {
    expect(ageAt('20230229', '20240101')).toBeNull()
    expect(ageAt('20000101', '2024-01-01')).toBeNull()
  })

  it('is zero on the birth day and monotonic in the checkup date (property)', () => {
    fc.assert(
      fc.property(dateIn(1900, 2099), dateIn(1900, 2099), dateIn(1900, 2099), (b, x, y) => {
        const birthDay = toApiDate(b)
        const [c1, c2] = [toApiDate(x), toApiDate(y)].sort()
        expect(ageAt(birthDay, birthDay)).toBe(0)
        const a1 = ageAt(birthDay, c1 as string)
        const a2 = ageAt(birthDay, c2 as string)
        expect(a1).not.toBeNull()
        expect(a2).not.toBeNull()
        expect(a1 as number).toBeLessThanOrEqual(a2 as number)
      }),
    )
  })

  it('is n on the n-th anniversary and n - 1 the day before (property)', () => {
    fc.assert(
      fc.property(dateIn(1900, 1999), fc.integer({ min: 1, max: 99 }), (b, n) => {
        fc.pre(!(b.getMonth() === 1 && b.getDate() === 29))
        const anniversary = new Date(b.getFullYear() + n, b.getMonth(), b.getDate())
        const dayBefore = new Date(b.getFullYear() + n, b.getMonth(), b.getDate() - 1)
        expect(ageAt(toApiDate(b), toApiDate(anniversary))).toBe(n)
        expect(ageAt(toApiDate(b), toApiDate(dayBefore))).toBe(n - 1)
      }),
    )
  })
})

describe('numericOnly', () => {
  it.each([
    // digits and the first decimal point
    ['12.5', '12.5'],
    ['1a2b.3c', '12.3'],
    ['1.2.3', '1.23'],
    ['-12,000', '12000'],
    ['1,234,567', '1234567'],
    ['.5', '.5'],
    ['abc', ''],
    // decision 058: full-width digits and stops, and a decimal comma
    ['１２', '12'],
    ['６５．５', '65.5'],
    ['13,5', '13.5'],
    ['65,50', '65.50'],
  ])('%j keeps %j', (typed, kept) => {
    expect(numericOnly(typed)).toBe(kept)
  })

  it('gives digits with at most one point, keeps every digit, and is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789..abc-, ') }), (input) => {
        const out = numericOnly(input)
        expect(out).toMatch(/^[0-9]*\.?[0-9]*$/)
        expect(out.replace('.', '')).toBe(input.replace(/[^0-9]/g, ''))
        // a point comes from a point, or from a comma that separates no thousands
        if (!input.includes(',')) expect(out.includes('.')).toBe(input.includes('.'))
        if (!/[.,]/.test(input)) expect(out.includes('.')).toBe(false)
        expect(numericOnly(out)).toBe(out)
      }),
    )
  })
})

describe('validateLogin', () => {
  it('trims both values and passes when both are filled', () => {
    expect(validateLogin({ userId: '  hong01 ', password: ' pw ' })).toEqual({
      userId: null,
      password: null,
      values: { userId: 'hong01', password: 'pw' },
    })
  })

  it('reports each empty field', () => {
    const result = validateLogin({ userId: '   ', password: '' })
    expect(key(result.userId)).toBe('login.userIdRequired')
    expect(key(result.password)).toBe('login.passwordRequired')
    expect(key(validateLogin({ userId: 'a', password: ' ' }).password)).toBe(
      'login.passwordRequired',
    )
    expect(validateLogin({ userId: 'a', password: ' ' }).userId).toBeNull()
  })

  it('refuses an id or a password over 64 characters (trimmed, in code points) with its own message', () => {
    const r = validateLogin({ userId: 'a'.repeat(65), password: '가'.repeat(65) })
    expect(r.userId).toEqual({ key: 'login.userIdTooLong', params: { max: 64 } })
    expect(r.password).toEqual({ key: 'login.passwordTooLong', params: { max: 64 } })
    const ok = validateLogin({ userId: ` ${'😀'.repeat(64)} `, password: '가'.repeat(64) })
    expect(ok.userId).toBeNull()
    expect(ok.password).toBeNull()
  })

  it('errors exactly on blank or too long fields and returns trimmed values (property)', () => {
    const field = fc.oneof(fc.string(), fc.string({ minLength: 60, maxLength: 70 }))
    const expected = (value: string, max: number, blank: string, long: string) => {
      const trimmed = value.trim()
      if (trimmed === '') return blank
      return Array.from(trimmed).length > max ? long : null
    }
    fc.assert(
      fc.property(field, field, (id, pw) => {
        const r = validateLogin({ userId: id, password: pw })
        expect(r.values).toEqual({ userId: id.trim(), password: pw.trim() })
        expect(key(r.userId)).toBe(
          expected(id, LIMITS.userIdMax, 'login.userIdRequired', 'login.userIdTooLong'),
        )
        expect(key(r.password)).toBe(
          expected(pw, LIMITS.passwordFieldMax, 'login.passwordRequired', 'login.passwordTooLong'),
        )
      }),
    )
  })
})

describe('tooLong', () => {
  it('counts code points, as the contract does', () => {
    expect(tooLong('가나다', 3, 'login.userIdTooLong')).toBeNull()
    expect(tooLong('😀😀😀', 3, 'login.userIdTooLong')).toBeNull()
    expect(tooLong('😀😀😀😀', 3, 'login.userIdTooLong')).toEqual({
      key: 'login.userIdTooLong',
      params: { max: 3 },
    })
  })

  it('refuses exactly the values with more than max code points (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), fc.nat(20), (value, max) => {
        const result = tooLong(value, max, 'dashboard.searchTooLong')
        if ([...value].length > max) {
          expect(result).toEqual({ key: 'dashboard.searchTooLong', params: { max } })
        } else expect(result).toBeNull()
      }),
    )
  })
})
