/**
 * Content-Disposition and media types for the mock server's downloads.
 */

/** The media types of the download formats. */
export const MEDIA_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  zip: 'application/zip',
} as const

/** A download format: a key of MEDIA_TYPES. */
export type DownloadKind = keyof typeof MEDIA_TYPES

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * The ASCII stand-in for old clients: every non-ASCII character (a whole code point) and every
 * control character becomes '_', and '"' and '\' are dropped, so that the quoted-string is valid.
 */
export function asciiFileName(fileName: string): string {
  let out = ''
  for (const ch of fileName) {
    const code = ch.codePointAt(0) ?? 0
    if (ch === '"' || ch === '\\') continue
    out += code < 0x20 || code > 0x7e ? '_' : ch
  }
  return out === '' ? 'download' : out
}

/**
 * RFC 5987 ext-value characters: percent-encoded UTF-8 of everything but attr-char.
 * encodeURIComponent leaves ' ( ) * unencoded, which attr-char does not allow. A lone surrogate
 * (which has no UTF-8) becomes U+FFFD.
 */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD')).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  )
}

/**
 * `attachment; filename="<ascii>"; filename*=UTF-8''<percent-encoded>` (RFC 6266 / RFC 5987).
 * `inline` lets a browser show the file where it is opened (the print view's PDF) while a
 * download still gets the name.
 */
export function contentDisposition(
  fileName: string,
  type: 'attachment' | 'inline' = 'attachment',
): string {
  return `${type}; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encodeRfc5987(fileName)}`
}
