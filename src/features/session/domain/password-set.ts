import type { Message } from '../../../shared/domain/messages'
import { message } from '../../../shared/domain/messages'
import { LIMITS } from '../../../shared/domain/codes'
import { password as passwordRule, tooLong } from '../../../shared/domain/validation'

export interface PasswordSetFields {
  initial: string
  newPassword: string
  confirm: string
}

/**
 * S1 §5 password set: initial required ('초기화 비밀번호를 입력해 주세요.') and no longer than the
 * contract takes (LIMITS.passwordFieldMax, decision 011), new required and a valid password
 * (S2 §5.1), confirmation equal to it ('비밀번호가 같지 않습니다.').
 * Returns only the fields in error.
 */
export function validatePasswordSet(
  fields: PasswordSetFields,
): Partial<Record<keyof PasswordSetFields, Message>> {
  const errors: Partial<Record<keyof PasswordSetFields, Message>> = {}
  const initial = fields.initial.trim()
  const next = fields.newPassword.trim()
  if (!initial) errors.initial = message('passwordSet.initialRequired')
  else {
    const long = tooLong(initial, LIMITS.passwordFieldMax, 'passwordSet.initialTooLong')
    if (long) errors.initial = long
  }
  if (!next) errors.newPassword = message('passwordSet.newRequired')
  else {
    const rule = passwordRule(next)
    if (rule) errors.newPassword = rule
  }
  if (next && fields.confirm.trim() !== next) errors.confirm = message('passwordSet.mismatch')
  return errors
}

/** S1 §5: submit disabled until all three are filled and new equals confirmation. */
export const canSubmitPasswordSet = (f: PasswordSetFields): boolean =>
  f.initial.trim() !== '' &&
  f.newPassword.trim() !== '' &&
  f.newPassword.trim() === f.confirm.trim()

/**
 * What the form says while typing (S1 §5): the submit stays disabled until the three are filled
 * and equal, so the form says why. A field left empty says it is required once the user has left
 * it (`left`) or gone on to a field after it ('초기화 비밀번호를 입력해 주세요.'); a mismatch is
 * shown as soon as the confirmation is typed and differs.
 */
export function livePasswordSetErrors(
  f: PasswordSetFields,
  left: ReadonlySet<keyof PasswordSetFields> = new Set(),
): Partial<Record<keyof PasswordSetFields, Message>> {
  const errors: Partial<Record<keyof PasswordSetFields, Message>> = {}
  const filled = (name: keyof PasswordSetFields) => f[name].trim() !== ''
  if (!filled('initial') && (left.has('initial') || filled('newPassword') || filled('confirm')))
    errors.initial = message('passwordSet.initialRequired')
  if (!filled('newPassword') && (left.has('newPassword') || filled('confirm')))
    errors.newPassword = message('passwordSet.newRequired')
  if (filled('confirm') && filled('newPassword') && f.confirm.trim() !== f.newPassword.trim())
    errors.confirm = message('passwordSet.mismatch')
  return errors
}
