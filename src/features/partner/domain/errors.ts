import type { ErrorRow, ErrorRows } from '../../../shared/domain/error-catalogue'

const FC_LINK_ROWS = {
  400: 'partner.fcLink.badParameter',
  401: 'partner.fcLink.wrongCode',
  404: 'partner.fcLink.notFound',
  other: 'partner.fcLink.error',
} as const

/** The error catalogue rows of the partner pages (S2 §8): status -> message key. */
export const ERRORS = {
  /** S2 §8 sid decrypt in callback; the sid is appended where it is shown */
  sidDecrypt: {
    400: 'partner.sid.invalid',
    401: 'partner.sid.timestamp',
    402: 'partner.sid.site',
    403: 'partner.sid.name',
    404: 'partner.sid.id',
    500: 'partner.sid.processing',
    other: 'common.errorWithCode',
  },
  /** S2 §8 sign-up failure 'an error occurred'; 401 (already registered) leads to sign-in */
  externalSignUp: { 403: 'partner.handOverExpired', other: 'partner.signUpFailed' },
  externalSignIn: {
    403: 'partner.handOverExpired',
    404: 'partner.notRegistered',
    other: 'partner.signUpFailed',
  },
  gatewayCoupon: { 400: 'partner.coupon.invalid', other: 'common.errorWithCode' },
  printMakePdf: { 400: 'partner.pdf.invalid', other: 'common.errorWithCode' },
  pdfDownload: { 404: 'partner.pdf.noData', other: 'common.errorWithCode' },
  fcLinkCheck: FC_LINK_ROWS,
  externalLink: FC_LINK_ROWS,
  // the gateway answers 400 (an unknown clink) and nothing else of the link rows (issue 30)
  gatewayFcLink: { 400: FC_LINK_ROWS[400], other: FC_LINK_ROWS.other },
} as const satisfies ErrorRows

/**
 * The password set of the greeting's sign-up (S2 §8 password set: 404 'the default password
 * differs', else 'password change failed (code)'): the session's `passwordSet` operation, said
 * in the partner page's words; a 429 (the server's lock after wrong passwords) as the password
 * page says it. Not a row of the catalogue, which gives each operation to one feature.
 */
export const GREETING_PASSWORD_SET: ErrorRow = {
  404: 'partner.defaultPasswordDiffers',
  429: 'passwordSet.throttled',
  other: 'partner.passwordSetFailed',
}
