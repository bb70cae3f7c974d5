/**
 * The portal's one text policy for what is typed on a line (names, addresses, ids, search words;
 * issue 48), the same in the forms and in the contract: what a keyboard, a paste or another
 * system adds that the eye cannot see is taken away, what would turn the text around is refused,
 * and digits typed on a Korean or Japanese keyboard's full-width layout are read as digits.
 */

/** Zero-width characters and the byte-order mark: U+200B-U+200D, U+2060, U+FEFF. */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g

/**
 * The Hangul fillers (U+115F, U+1160, U+3164, U+FFA0): letters that draw nothing, so a "name" of
 * them looks blank.
 */
const HANGUL_FILLER = /[\u115F\u1160\u3164\uFFA0]/g

/**
 * Bidirectional controls (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069): they change the
 * order a line is drawn in, so a name can show as another ("RLO" tricks). Refused, not removed:
 * what the user meant cannot be known.
 */
export const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/

/** Full-width digits (U+FF10-U+FF19), as a Korean keyboard's full-width mode types them. */
const FULL_WIDTH_DIGIT = /[\uFF10-\uFF19]/g
const asAscii = (digit: string) => String.fromCharCode(digit.charCodeAt(0) - 0xff10 + 48)

/**
 * A line as the portal keeps it: composed (NFC: "한" typed as three jamo on one system is the
 * same "한" on another), without zero-width characters, the BOM or Hangul fillers, its full-width
 * digits as ASCII digits (an id typed in full-width mode is the same id).
 */
export function cleanLine(value: string): string {
  return value
    .normalize('NFC')
    .replace(ZERO_WIDTH, '')
    .replace(HANGUL_FILLER, '')
    .replace(FULL_WIDTH_DIGIT, asAscii)
}

/**
 * A number as typed: full-width digits as ASCII digits, the ideographic and full-width full stops
 * (。．) as '.', the full-width comma as ','.
 */
export function asciiDigits(value: string): string {
  return value
    .replace(FULL_WIDTH_DIGIT, asAscii)
    .replace(/[\u3002\uFF0E]/g, '.')
    .replace(/\uFF0C/g, ',')
}
