import { LIMITS, SITE } from '../../../shared/domain/codes'
import type { ErrorRow, Failure } from '../../../shared/domain/error-catalogue'
import { messageForFailure } from '../../../shared/domain/error-catalogue'
import { message, type Message } from '../../../shared/domain/messages'
import { password as passwordRule } from '../../../shared/domain/validation'
import { PATHS } from '../../../shared/domain/routes'
import { ERRORS } from './errors'

/** S2 §9: the greeting's sample-report carousel shows 17 images. */
export const SAMPLE_IMAGE_COUNT = 17
/** S2 §9: the sign-up dialog is at most 600 px wide. */
export const SIGN_UP_DIALOG_MAX_WIDTH = 600
/** S2 §2.5: the partner channel's site (site 1, prefix OL). */
export const PARTNER_SITE_ID = SITE.ORANGE
/** S2 §2.5: the id a partner FC signs in with is 'OL' plus the FC number. */
export const PARTNER_ID_PREFIX = 'OL'
/** The longest sid the contract takes (an encrypted hand-over of a few fields). */
export const SID_MAX = 2000
/** The longest coupon code and FC link code the contract takes. */
export const LINK_CODE_MAX = 64

/** What a decrypted sid says (S2 §3): the FC's name, site and FC number. */
export interface SidData {
  name: string
  siteId: number
  /** the FC number; the portal id is {@link partnerIdOf} it */
  userId: string
}

/** The sid handed over by the partner, with what it said, as the callback stores it (S2 §4). */
export interface HandOver extends SidData {
  sid: string
}

/**
 * The portal id of a partner FC (S2 §2.5): 'OL' plus the FC number. An id that already carries
 * the prefix stays as it is.
 */
export const partnerIdOf = (fcNumber: string): string =>
  fcNumber.startsWith(PARTNER_ID_PREFIX) ? fcNumber : `${PARTNER_ID_PREFIX}${fcNumber}`

export interface SignUpPasswordCheck {
  password: Message | null
  confirm: Message | null
}

/**
 * The sign-up dialog's password (S2 §2.5, §5.1): the password rule of S2 §5.1, then the
 * confirmation must equal it ('passwords do not match').
 */
export function checkSignUpPassword(input: {
  password: string
  confirm: string
}): SignUpPasswordCheck {
  const rule = passwordRule(input.password)
  return {
    password: rule,
    confirm:
      rule === null && input.password !== input.confirm
        ? message('partner.passwordMismatch')
        : null,
  }
}

/** S2 §2.5: the dialog's confirm button is disabled while the password is empty. */
export const canConfirmSignUp = (input: { password: string }): boolean => input.password !== ''

/**
 * The PDF page's birthday (S2 §5.3): required ('required, enter birthday'), then 8 digits ('enter
 * 8-digit birthday').
 */
export function checkPdfBirthday(value: string): Message | null {
  if (value.trim() === '') return message('partner.pdf.birthdayRequired')
  if (!new RegExp(`^\\d{${LIMITS.birthdayLength}}$`).test(value))
    return message('partner.pdf.birthdayLength')
  return null
}

/** What the birthday field keeps of what is typed: digits only, at most 8 of them. */
export const birthdayInput = (typed: string): string =>
  typed.replace(/\D/g, '').slice(0, LIMITS.birthdayLength)

/**
 * What the error page shows for a failed step of the callback (S2 §8): the status's message in
 * the step's catalogue row (the sid decrypt's unless named), with the sid appended.
 */
export function sidFailure(
  failure: Failure,
  sid: string,
  row: ErrorRow = ERRORS.sidDecrypt,
): { status: number; message: Message; detail: string } {
  return { status: failure.status, message: messageForFailure(row, failure), detail: sid }
}

const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/
/** Schemes that run code or read local data: never opened, whatever the server answers. */
const REFUSED_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about'])

/**
 * Whether a link the gateway answered may be opened (S2 §2.5 deep links): an https (or http) URL,
 * a path of this portal's origin, or an app's own scheme (`checkupapp://...`); never a scheme that
 * runs code or reads local data, nor a protocol-relative `//host` path.
 */
export function isOpenableLink(link: string): boolean {
  if (
    link === '' ||
    /\s/.test(link) ||
    [...link].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
  )
    return false
  if (link.startsWith('/')) return !link.startsWith('//') && !link.startsWith('/\\')
  const scheme = SCHEME.exec(link)?.[1]?.toLowerCase()
  if (!scheme || REFUSED_SCHEMES.has(scheme)) return false
  return link.length > scheme.length + 1
}

/**
 * The URL that opens a deep link (S2 §2.5): the link itself, or the configured opener with the
 * link in place of `{link}` (the demo's page that shows which deep link was opened).
 */
export const deepLinkUrl = (opener: string, link: string): string =>
  opener === '' ? link : opener.replace('{link}', encodeURIComponent(link))

/**
 * The coupon page's own address for a code (S2 §2.5 `/li/Coupon?code`): what 공유 hands on, so
 * the coupon opens on the phone that has the app (issue 46).
 */
export function couponLink(origin: string, code: string): string {
  const url = new URL(PATHS.liCoupon, origin)
  url.searchParams.set('code', code)
  return url.href
}
