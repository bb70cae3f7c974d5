import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { message } from '../../../shared/domain/messages'
import { livePasswordSetErrors, type PasswordSetFields } from './password-set'

const NAMES = ['initial', 'newPassword', 'confirm'] as const
/** a field's value: empty, blank, or typed */
const value = fc.oneof(
  fc.constant(''),
  fc.constant('  '),
  fc.string({ minLength: 1, maxLength: 12 }),
)
const fields = fc.record<PasswordSetFields>({ initial: value, newPassword: value, confirm: value })
const left = fc.subarray([...NAMES]).map((names) => new Set(names))
const blank = (s: string) => s.trim() === ''

describe('what the password form says while typing (S1 §5)', () => {
  it('says the initial password is required once it was left, or a later field typed, and only then (property)', () => {
    fc.assert(
      fc.property(fields, left, (f, l) => {
        const says = livePasswordSetErrors(f, l).initial
        const due =
          blank(f.initial) && (l.has('initial') || !blank(f.newPassword) || !blank(f.confirm))
        expect(says).toEqual(due ? message('passwordSet.initialRequired') : undefined)
      }),
    )
  })

  it('says the new password is required once it was left or the confirmation typed (property)', () => {
    fc.assert(
      fc.property(fields, left, (f, l) => {
        const says = livePasswordSetErrors(f, l).newPassword
        const due = blank(f.newPassword) && (l.has('newPassword') || !blank(f.confirm))
        expect(says).toEqual(due ? message('passwordSet.newRequired') : undefined)
      }),
    )
  })

  it('says a typed confirmation differs from the new password, never an empty one (property)', () => {
    fc.assert(
      fc.property(fields, left, (f, l) => {
        const says = livePasswordSetErrors(f, l).confirm
        const due =
          !blank(f.confirm) && !blank(f.newPassword) && f.confirm.trim() !== f.newPassword.trim()
        expect(says).toEqual(due ? message('passwordSet.mismatch') : undefined)
      }),
    )
  })

  it('an untouched form says nothing', () => {
    expect(livePasswordSetErrors({ initial: '', newPassword: '', confirm: '' })).toEqual({})
  })
})
