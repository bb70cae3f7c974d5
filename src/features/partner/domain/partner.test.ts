import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  birthdayInput,
  canConfirmSignUp,
  checkPdfBirthday,
  checkSignUpPassword,
  couponLink,
  deepLinkUrl,
  isOpenableLink,
  partnerIdOf,
  sidFailure,
} from './partner'
import { password as passwordRule } from '../../../shared/domain/validation'
import { SID_FAILURES } from '../../../../tests/support/sid-failures'
import { ERRORS } from './errors'

const validPassword = fc
  .tuple(
    fc.stringMatching(/^[A-Za-z]{1,5}$/),
    fc.stringMatching(/^[0-9]{1,5}$/),
    fc.stringMatching(/^[!@#$%^&+=]{1,5}$/),
  )
  .map(([a, b, c]) => `${a}${b}${c}`)
  .filter((p) => p.length >= 8 && p.length <= 15)

describe('partnerIdOf (S2 §2.5: OL plus the FC number)', () => {
  it('prefixes an FC number with OL, once (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{4,10}$/), (n) => {
        expect(partnerIdOf(n)).toBe(`OL${n}`)
        expect(partnerIdOf(partnerIdOf(n))).toBe(`OL${n}`)
      }),
    )
  })
})

describe('the sign-up dialog (S2 §2.5, §5.1)', () => {
  it('disables confirm exactly while the password is empty (property)', () => {
    fc.assert(
      fc.property(fc.string(), (password) => {
        expect(canConfirmSignUp({ password })).toBe(password !== '')
      }),
    )
  })

  it('applies the password rule of S2 §5.1 first (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (password, confirm) => {
        const check = checkSignUpPassword({ password, confirm })
        expect(check.password).toEqual(passwordRule(password))
        if (check.password) expect(check.confirm).toBeNull()
      }),
    )
  })

  it("says 'passwords do not match' for a valid password and another confirmation (property)", () => {
    fc.assert(
      fc.property(validPassword, fc.string(), (password, confirm) => {
        const check = checkSignUpPassword({ password, confirm })
        expect(check.password).toBeNull()
        expect(check.confirm).toEqual(
          confirm === password ? null : { key: 'partner.passwordMismatch' },
        )
      }),
    )
  })
})

describe('the PDF page birthday (S2 §5.3)', () => {
  it('requires a value, then exactly 8 digits (property)', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const result = checkPdfBirthday(value)
        if (value.trim() === '') expect(result).toEqual({ key: 'partner.pdf.birthdayRequired' })
        else if (/^\d{8}$/.test(value)) expect(result).toBeNull()
        else expect(result).toEqual({ key: 'partner.pdf.birthdayLength' })
      }),
    )
  })

  it('keeps digits only, at most 8 of them, in typing order (property)', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const kept = birthdayInput(typed)
        expect(kept).toMatch(/^\d{0,8}$/)
        expect(kept).toBe(typed.replace(/\D/g, '').slice(0, 8))
      }),
    )
  })
})

describe('sidFailure (S2 §8: the message with the sid appended)', () => {
  it('gives the status message of each documented status and the sid', () => {
    for (const [status, key] of SID_FAILURES)
      expect(sidFailure({ status, message: '', kind: 'http' }, 'abc')).toMatchObject({
        status,
        message: { key },
        detail: 'abc',
      })
  })

  it("names the message from the step's own row when given one (the sign-in's)", () => {
    expect(
      sidFailure({ status: 403, message: '', kind: 'http' }, 'abc', ERRORS.externalSignIn),
    ).toMatchObject({ status: 403, message: { key: 'partner.handOverExpired' }, detail: 'abc' })
  })
})

describe('isOpenableLink (deep links the gateway answers)', () => {
  it('opens https URLs, app schemes and paths of this origin (property)', () => {
    const path = fc
      .stringMatching(/^[A-Za-z0-9/_.?=&%-]{0,30}$/)
      .map((p) => `/${p.replace(/^[/\\]+/, '')}`)
    const scheme = fc
      .stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/)
      .filter((s) => !['javascript', 'data', 'vbscript', 'file', 'blob', 'about'].includes(s))
    fc.assert(
      fc.property(scheme, path, (s, p) => {
        expect(isOpenableLink(`${s}:${p}`)).toBe(true)
        expect(isOpenableLink(p)).toBe(true)
      }),
    )
    expect(isOpenableLink('checkupapp://coupon?clink=COUPON-OK')).toBe(true)
  })

  it('never opens a scheme that runs code or reads local data, in any letter case (property)', () => {
    const refused = fc
      .constantFrom('javascript', 'data', 'vbscript', 'file', 'blob', 'about')
      .chain((s) =>
        fc
          .array(fc.boolean(), { minLength: s.length, maxLength: s.length })
          .map((upper) => [...s].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('')),
      )
    fc.assert(
      fc.property(refused, fc.string(), (s, rest) => {
        expect(isOpenableLink(`${s}:${rest}`)).toBe(false)
      }),
    )
  })

  it('refuses protocol-relative paths, blanks, whitespace and control characters (property)', () => {
    fc.assert(
      fc.property(fc.string(), (rest) => {
        expect(isOpenableLink(`//${rest}`)).toBe(false)
        expect(isOpenableLink(`/\\${rest}`)).toBe(false)
        expect(isOpenableLink(`https://a.b/${rest}\n`)).toBe(false)
        expect(isOpenableLink(` https://a.b/${rest}`)).toBe(false)
      }),
    )
    expect(isOpenableLink('')).toBe(false)
    expect(isOpenableLink('no-scheme')).toBe(false)
  })
})

describe('deepLinkUrl', () => {
  it('opens the link itself without an opener, else through the opener (property)', () => {
    fc.assert(
      fc.property(fc.string(), (link) => {
        expect(deepLinkUrl('', link)).toBe(link)
        const via = deepLinkUrl('/demo/deep-link?link={link}', link)
        expect(new URL(via, 'http://x').searchParams.get('link')).toBe(link)
      }),
    )
  })
})

describe('couponLink (issue 46: the coupon handed on)', () => {
  it('is the coupon page on this origin, and gives back any code as it was', () => {
    expect(couponLink('https://portal.example', 'COUPON-OK')).toBe(
      'https://portal.example/li/Coupon?code=COUPON-OK',
    )
    fc.assert(
      fc.property(fc.string(), (code) => {
        const url = new URL(couponLink('http://127.0.0.1:4173', code))
        expect(url.origin).toBe('http://127.0.0.1:4173')
        expect(url.pathname).toBe('/li/Coupon')
        expect(url.searchParams.get('code')).toBe(code)
      }),
    )
  })
})
