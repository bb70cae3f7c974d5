import { z } from './zod'
import { AUTH_CODES, LIMITS, ROLE_CODES } from '../domain/codes'
import { isPortalDate, LINE_TEXT } from '../domain/validation'
import { BIDI_CONTROL, cleanLine } from '../domain/text'

/** Body of every error answer. */
export const errorBodySchema = z.object({
  code: z.int(),
  message: z.string(),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

/** The success body: code 200, with the answer's data when it carries any. */
export function ok(): z.ZodMiniObject<{ code: z.ZodMiniLiteral<200> }>
export function ok<D extends z.core.$ZodType>(
  data: D,
): z.ZodMiniObject<{ code: z.ZodMiniLiteral<200>; data: D }>
export function ok(data?: z.core.$ZodType) {
  return data ? z.object({ code: z.literal(200), data }) : z.object({ code: z.literal(200) })
}

/**
 * The answer of every sign-in (the login, a refresh, a partner FC's sign-up and sign-in): a new
 * token pair, the token valid 12 hours and the refresh token 14 days (decision 015).
 */
export const tokenPairSchema = z.object({
  code: z.literal(200),
  token: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
})

/** Body of an answer that carries only its status code. */
export const statusBodySchema = z.object({ code: z.int() })

/**
 * A date of the API: YYYYMMDD, a real calendar day from 1900 to 2099 (S2 §5.1's date format):
 * `20241301` or `99991231` are refused (400) rather than read as some day (issue 29).
 */
export const apiDateSchema = z
  .string()
  .check(
    z.regex(/^(19|20)\d{6}$/, 'YYYYMMDD, 1900 to 2099'),
    z.refine(isPortalDate, 'a real calendar day'),
  )

/**
 * Text typed on one line (names, addresses, ids, search words): no control characters and no lone
 * surrogate halves (`LINE_TEXT`). No keyboard types them; stored, they break the files, the logs
 * and other screens (issue 29). Read as the portal keeps a line (`cleanLine`, issue 48): NFC,
 * without zero-width characters, the BOM or Hangul fillers, full-width digits as ASCII; a
 * bidirectional control is refused. A line blank after that is blank (`.trim().min(1)`).
 */
export const lineTextSchema = z.string().check(
  z.overwrite(cleanLine),
  z.regex(LINE_TEXT, 'no control characters'),
  z.refine((value) => !BIDI_CONTROL.test(value), 'no bidirectional controls'),
)

/**
 * An integer of a query string: decimal digits only, so `''` is not 0 and `0x10` not 16
 * (issue 29). `schema` bounds the number.
 */
export const queryIntSchema = (schema: z.ZodMiniNumber<number>) =>
  z.pipe(
    z.pipe(z.string().check(z.regex(/^\d{1,15}$/, 'decimal digits')), z.transform(Number)),
    schema.check(z.int()),
  )
/** Gender code: 1 male, 2 female. */
export const genderSchema = z.union([z.literal(1), z.literal(2)])

/** A portal user id; the login form refuses a longer one before sending it (decision 011). */
export const userIdSchema = lineTextSchema.check(z.minLength(1), z.maxLength(LIMITS.userIdMax))
/** Any password the contract takes; the forms refuse a longer one before sending it. */
export const passwordFieldSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(LIMITS.passwordFieldMax))
export const authCodeSchema = z.enum(AUTH_CODES)
export const roleCodeSchema = z.enum(ROLE_CODES)

/** S1 §3 User. */
export const userSchema = z.object({
  name: z.string(),
  userId: userIdSchema,
  siteId: z.int(),
  auth: authCodeSchema,
  email: z.string(),
  mobile: z.string(),
  branchCode: z.nullable(z.string()),
  branchName: z.nullable(z.string()),
})
