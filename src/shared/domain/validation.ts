/**
 * Field validators of S2 §5.1 and the login rule of S1 §5. Every validator returns null when the
 * value is valid, otherwise a catalogue message (never a string).
 */
import { LIMITS } from './codes'
import { isValidApiDate, toApiDate } from './dates'
import { message, type Message, type MessageKey } from './messages'
import { asciiDigits, BIDI_CONTROL, cleanLine } from './text'

/** Length in code points, so that a Korean syllable or an emoji counts as one character. */
const charCount = (value: string): number => Array.from(value).length

/**
 * A value longer than `max` gives `key` with `{max}`, else null. The length is counted in code
 * points, as zod's `.max()` counts it, so that a value this accepts is one the contract accepts
 * (decision 011).
 */
export const tooLong = (value: string, max: number, key: MessageKey): Message | null =>
  charCount(value) > max ? message(key, { max }) : null

/**
 * Text typed on one line (names, addresses, ids, search words) holds no control character (C0,
 * DEL, C1: a pasted tab, NUL, ESC) and no lone surrogate half. The contract refuses them too
 * (`lineTextSchema`, issue 29).
 */
export const LINE_TEXT = /^[^\p{Cc}\p{Cs}]*$/u

/**
 * A line of text no longer than `max`: `validation.untypable` when it holds a character of no
 * line of text (see {@link LINE_TEXT}) or a bidirectional control (issue 48), else
 * {@link tooLong}'s verdict on the line as it is kept (`cleanLine`).
 */
export const lineText = (value: string, max: number, key: MessageKey): Message | null =>
  LINE_TEXT.test(value) && !BIDI_CONTROL.test(value)
    ? tooLong(cleanLine(value), max, key)
    : message('validation.untypable')

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const

/**
 * A portal date: exactly LIMITS.birthdayLength ASCII digits, year 19xx or 20xx, a real calendar
 * day. S2 §5.1 Birth and Date share this format. Counted, not parsed into a Date: the contract
 * checks every date of every answer with it (`apiDateSchema`), so it is on the lists' hot path.
 */
export function isPortalDate(value: string): boolean {
  if (value.length !== LIMITS.birthdayLength || !/^(19|20)\d+$/.test(value)) return false
  const year = Number(value.slice(0, 4))
  const month = Number(value.slice(4, 6))
  const day = Number(value.slice(6, 8))
  if (month < 1 || month > 12 || day < 1) return false
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!)
}

/**
 * S2 §5.1 Required: blank (empty or only whitespace after trim) is invalid; so is a line of only
 * what draws nothing (zero-width characters, Hangul fillers: `cleanLine`, issue 48).
 */
export const required = (value: string | null | undefined): Message | null =>
  value == null || cleanLine(value).trim() === '' ? message('validation.required') : null

/**
 * S2 §5.1 userId: more than 5 characters, i.e. at least LIMITS.userIdMin. Counted on the trimmed
 * value (what login sends, S1 §5) in code points.
 */
export const userId = (value: string): Message | null =>
  charCount(value.trim()) >= LIMITS.userIdMin ? null : message('validation.userIdMin')

/** S2 §5.1 Birth: 8 digits YYYYMMDD, year 19xx or 20xx, a real calendar date. */
export const birth = (value: string): Message | null =>
  isPortalDate(value) ? null : message('validation.birth')

/**
 * S2 §5.1 Date: the birth format, not after `today` (today itself is valid). A bad format gives
 * validation.date, a future day validation.futureDate.
 */
export function pastDate(value: string, today: Date): Message | null {
  if (!isPortalDate(value)) return message('validation.date')
  // Both are 8-digit strings, so string order is calendar order.
  return value > toApiDate(today) ? message('validation.futureDate') : null
}

/**
 * S2 §5.1 Email: the spec hides its pattern. Ours: local part of letters, digits and . _ % + -,
 * an '@', dot-separated domain labels (letters, digits, inner hyphens) and a top-level domain of
 * at least two letters. No surrounding whitespace.
 */
const EMAIL = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/

/** S2 §5.1 Email: a pattern check (see EMAIL). */
export const email = (value: string): Message | null =>
  EMAIL.test(value) ? null : message('validation.email')

/** The special characters a password must (and may) contain. S2 §5.1. */
export const PASSWORD_SPECIALS = '!@#$%^&+='

/**
 * S2 §5.1 Password: LIMITS.passwordMin to LIMITS.passwordMax characters with at least one ASCII
 * letter, one digit and one of ! @ # $ % ^ & + =. Decision: every other character (space, other
 * punctuation, non-ASCII) makes the password invalid, since the spec lists the allowed specials.
 */
export function password(value: string): Message | null {
  const invalid = message('validation.password')
  if (value.length < LIMITS.passwordMin || value.length > LIMITS.passwordMax) return invalid
  if (!/^[A-Za-z0-9!@#$%^&+=]+$/.test(value)) return invalid
  if (!/[A-Za-z]/.test(value) || !/[0-9]/.test(value) || !/[!@#$%^&+=]/.test(value)) {
    return invalid
  }
  return null
}

/** S2 §5.1 Confirm: equals its target exactly (no trimming). */
export const confirm = (value: string, target: string): Message | null =>
  value === target ? null : message('validation.confirm')

/** S2 §5.1 Phone: exactly ddd-dddd-dddd with ASCII digits (010-123-4567 is invalid). */
export const phone = (value: string): Message | null =>
  /^[0-9]{3}-[0-9]{4}-[0-9]{4}$/.test(value) ? null : message('validation.phone')

/** S2 §5.1 Min/max: min <= value <= max inclusive; NaN is out of range. */
export const range = (value: number, min: number, max: number): Message | null =>
  value >= min && value <= max ? null : message('validation.range', { min, max })

/**
 * S2 §5.1 Age: full years from birth to checkup date (both YYYYMMDD); the age rises on the
 * birthday itself. A 29 February birthday rises on 1 March in common years. Null when either date
 * is not a valid API date.
 */
export function ageAt(birth: string, checkupDate: string): number | null {
  if (!isValidApiDate(birth) || !isValidApiDate(checkupDate)) return null
  const years = Number(checkupDate.slice(0, 4)) - Number(birth.slice(0, 4))
  const beforeBirthday = checkupDate.slice(4) < birth.slice(4)
  return beforeBirthday ? years - 1 : years
}

/**
 * S2 §5.1 'Numeric fields accept digits and a decimal point only': keeps the digits and the
 * first point, drops everything else; full-width digits and stops and a decimal comma are read
 * as digits and a point first (decision 058).
 */
export function numericOnly(input: string): string {
  let out = ''
  let seenPoint = false
  // full-width digits and stops are digits and points (issue 48); a comma before three digits
  // separates thousands ("1,200" is 1200), any other is a decimal comma ("13,5" is 13.5, not 135)
  const typed = asciiDigits(input)
    .replace(/,(?=\d{3}(?!\d))/g, '')
    .replace(/,/g, '.')
  for (const ch of typed) {
    if (ch >= '0' && ch <= '9') out += ch
    else if (ch === '.' && !seenPoint) {
      seenPoint = true
      out += ch
    }
  }
  return out
}

export interface LoginInput {
  userId: string
  password: string
}

export interface LoginValidation {
  userId: Message | null
  password: Message | null
  /** the trimmed values, to send when both are valid */
  values: LoginInput
}

/**
 * S1 §5 Login: both fields trimmed; empty id or empty password is an error, and so is a value
 * longer than the contract takes (LIMITS.userIdMax, LIMITS.passwordFieldMax; decision 011).
 */
export function validateLogin(input: LoginInput): LoginValidation {
  const values = { userId: input.userId.trim(), password: input.password.trim() }
  return {
    userId:
      values.userId === ''
        ? message('login.userIdRequired')
        : lineText(values.userId, LIMITS.userIdMax, 'login.userIdTooLong'),
    password:
      values.password === ''
        ? message('login.passwordRequired')
        : tooLong(values.password, LIMITS.passwordFieldMax, 'login.passwordTooLong'),
    values,
  }
}
