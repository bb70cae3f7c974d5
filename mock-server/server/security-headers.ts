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

/**
 * The mock's stand-ins for outside pages (the print view, the QR customer channel) are small HTML
 * pages with inline styles and one inline button handler; the print view embeds the PDF, which
 * Chromium's viewer loads in a frame of its own: `object-src` and `frame-src` must allow it.
 */
export const STAND_IN_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "script-src 'unsafe-inline'",
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
