import type { RoleCode } from '../../../shared/domain/codes'
import { isUnlimitedCount, VOUCHER_ROLES } from '../../../shared/domain/codes'
import { APP_ID_MAX, VOUCHER_COUNT_MAXIMUM, VOUCHER_COUNT_MINIMUM } from './codes'
import type { Message } from '../../../shared/domain/messages'
import { message } from '../../../shared/domain/messages'
import { lineText } from '../../../shared/domain/validation'

/**
 * The app bar's voucher count (S1 §5): at least 1, at most the usable count; below 1 becomes 1, or
 * 0 when there are no usable rights. A negative usable count is unlimited: no maximum.
 * Non-numbers count as below 1; a number too long to hold counts as the maximum.
 */
export function clampVoucherCount(value: number, usableCount: number): number {
  if (usableCount === 0) return 0
  const whole = Number.isFinite(value)
    ? Math.trunc(value)
    : value === Infinity
      ? Number.MAX_SAFE_INTEGER
      : 0
  const atLeastOne = Math.max(VOUCHER_COUNT_MINIMUM, whole)
  return isUnlimitedCount(usableCount) ? atLeastOne : Math.min(atLeastOne, usableCount)
}

export interface GiveInput {
  roleList: readonly RoleCode[]
  appId: string
  usableCount: number
}

/**
 * The give-voucher rules of S1 §5, in the spec's order: a voucher role (RM, RD or RP), the
 * customer's app id (no longer than the contract takes, APP_ID_MAX), usable rights not 0
 * (negative is unlimited).
 */
export function validateGive(input: GiveInput): Message | null {
  if (!VOUCHER_ROLES.some((r) => input.roleList.includes(r))) return message('give.noRole')
  if (!input.appId.trim()) return message('give.appIdRequired')
  const long = lineText(input.appId.trim(), APP_ID_MAX, 'give.appIdTooLong')
  if (long) return long
  if (input.usableCount === 0) return message('give.noUsableRights')
  return null
}

/**
 * A count of vouchers to create (already clamped, see clampVoucherCount) as the contract takes
 * it: a whole number from VOUCHER_COUNT_MINIMUM to VOUCHER_COUNT_MAXIMUM. Below the minimum (no
 * usable rights) gives give.noUsableRights, above the maximum voucher.countMax, anything else
 * that is not a whole number voucher.countWhole.
 */
export function validateVoucherCount(count: number): Message | null {
  if (!Number.isInteger(count)) return message('voucher.countWhole')
  if (count < VOUCHER_COUNT_MINIMUM) return message('give.noUsableRights')
  if (count > VOUCHER_COUNT_MAXIMUM) {
    return message('voucher.countMax', { max: VOUCHER_COUNT_MAXIMUM })
  }
  return null
}

/** mm:ss of a countdown in seconds (S1 §4 QR popup), never negative. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
}

/**
 * What the voucher count field keeps of what was typed: full-width digits read as digits, other
 * characters dropped; a decimal point is refused with a message (3.7 is not 37 vouchers).
 */
export function readCountInput(typed: string): { draft: string } | { refused: Message } {
  const ascii = typed.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
  if (/[.．,]/.test(ascii)) return { refused: message('voucher.countWhole') }
  return { draft: ascii.replace(/[^\d]/g, '') }
}
