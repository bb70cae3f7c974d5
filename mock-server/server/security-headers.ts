import { createHash } from 'node:crypto'
import { PG_STYLE, POPUP_ANSWER_SCRIPT } from '../pages/checkout'
import { LEGAL_STYLE } from '../pages/legal'
import { DEMO_STYLE } from '../pages/partner'
import { PRINT_VIEW_SCRIPT, PRINT_VIEW_STYLE, VOUCHER_QR_STYLE } from '../pages/print-view'

/**
 * The Content-Security-Policy of each kind of answer of the standalone server (decision 014).
 *
 * The portal (index.html and its assets) loads only its own scripts, styles, images and fonts and
 * talks only to its own origin. Its one allowance is `style-src 'unsafe-inline'`: Chakra UI styles
 * through emotion, which writes its rules into `<style>` elements at run time, and Chakra's
 * components set `style` attributes (CSS variables, positions of popovers and menus); neither a
 * hash nor a nonce covers rules generated per render or style attributes. Scripts stay strict
 * (`script-src 'self'`: no inline script, no eval), which is what keeps injected markup inert.
 */
export const PORTAL_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/**
 * The browser features no page of the portal or the mock uses, switched off for every answer
 * (issue 29): a script that got in could not reach the camera, the microphone, the location or a
 * device. Copying to the clipboard (the message line, notifications) stays allowed to the page.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
].join(', ')

/** A JSON answer runs nothing and is framed by no one. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'"

/** A CSP source that allows exactly this inline text (a `<script>`, a `<style>`, an attribute). */
export const sha256Source = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * The mock's stand-ins for outside pages (the offline checkout and its answer page, the footer's
 * legal pages, the partner pages' deep-link and service-site pages, the print view, the QR customer
 * channel) are small HTML pages. Nothing inline runs or applies unless its exact text is listed by
 * hash (issue 29): the checkout answer's one script (its data is an attribute, never script), each
 * page family's one `<style>`, the print view's button wiring; no inline handler or style
 * attribute anywhere, so no `'unsafe-hashes'`.
 * The print view embeds the PDF, which Chromium's viewer loads in a frame of its own: `object-src`
 * and `frame-src` must allow it.
 */
export const STAND_IN_CSP = [
  "default-src 'none'",
  `style-src ${[PG_STYLE, LEGAL_STYLE, DEMO_STYLE, PRINT_VIEW_STYLE, VOUCHER_QR_STYLE].map(sha256Source).join(' ')}`,
  `script-src ${[POPUP_ANSWER_SCRIPT, PRINT_VIEW_SCRIPT].map(sha256Source).join(' ')}`,
  "object-src 'self'",
  "frame-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

/**
 * A file answer (PDF, spreadsheet, zip) gets no CSP of its own but frame-ancestors: Chromium shows
 * a PDF in a viewer that a restrictive `object-src` would block.
 */
export const FILE_CSP = "frame-ancestors 'self'"

/** The CSP an answer of the mock API gets, by its content type. */
export function apiCspOf(contentType: string | null): string {
  if (!contentType || /json|text\/plain/.test(contentType)) return API_CSP
  if (contentType.includes('text/html')) return STAND_IN_CSP
  return FILE_CSP
}
