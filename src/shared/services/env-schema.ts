import { z } from 'zod'

/**
 * The portal's settings (README, configuration). They are read and checked when the portal is
 * built or the dev server starts (`vite.config.ts`): a bad value stops the build with a clear
 * message instead of a page that fails in the user's browser, and the bundle carries the checked
 * values (`src/app/build-env.ts`), not this schema.
 */
/** a call's time limit unless VITE_API_TIMEOUT_MS says otherwise: 20 s */
export const DEFAULT_API_TIMEOUT_MS = 20_000

const envSchema = z.object({
  /** where the API lives; empty = the portal's own origin */
  VITE_API_BASE_URL: z
    .string()
    .default('')
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/.test(v), 'must be empty or an http(s) URL')
    .transform((v) => v.replace(/\/+$/, '')),
  /**
   * the longest a call waits for its whole answer, headers and body, in ms (a file three times
   * as long); past it the call fails as the network does (issue 50, decision 067)
   */
  VITE_API_TIMEOUT_MS: z
    .string()
    .default('')
    .refine((v) => v === '' || /^\d+$/.test(v), 'must be a whole number of milliseconds')
    .transform((v) => (v === '' ? DEFAULT_API_TIMEOUT_MS : Number(v)))
    .refine((ms) => ms >= 1_000 && ms <= 120_000, 'must be from 1000 to 120000 ms'),
  /** host of the external print view (S1 §4 single print) */
  VITE_CHECKUP_HOST: z.string().default(''),
  /** the address search of the shipping form: the Kakao widget, or the offline stand-in */
  VITE_ADDRESS_SEARCH: z.enum(['kakao', 'offline']).default('offline'),
  /** the payment provider (decision 018): the PortOne v1 SDK, or the mock server's offline checkout */
  VITE_PAYMENT_PROVIDER: z.enum(['portone', 'offline']).default('offline'),
  /** where the PortOne v1 SDK is loaded from */
  VITE_PORTONE_SCRIPT_URL: z.string().url().default('https://cdn.iamport.kr/v1/iamport.js'),
  /** the merchant code (imp...) IMP.init is given */
  VITE_PORTONE_MERCHANT_CODE: z.string().default(''),
  /** the external privacy-policy and terms-of-use pages (S1 §2); see `externalLinksFor` */
  VITE_PRIVACY_URL: z.union([z.literal(''), z.string().url()]).default(''),
  VITE_TERMS_URL: z.union([z.literal(''), z.string().url()]).default(''),
  /** the support contacts a failed payment offers (S1 §2); see `supportContactsFor` */
  VITE_SUPPORT_CHAT_URL: z.union([z.literal(''), z.string().url()]).default(''),
  VITE_SUPPORT_PHONE: z
    .string()
    .regex(/^[0-9-]*$/, 'digits and dashes')
    .max(20)
    .default(''),
  /** the external service site the partner greeting leaves to (S2 §2.5); see `partnerLinksFor` */
  VITE_SERVICE_SITE_URL: z.union([z.literal(''), z.string().url()]).default(''),
  /**
   * how the partner pages open a deep link (S2 §2.5): empty opens it as it is; a URL with
   * `{link}` opens through that page (the demo's page that shows which deep link was opened)
   */
  VITE_DEEP_LINK_OPENER: z
    .string()
    .default('')
    .refine((v) => v === '' || (v.includes('{link}') && /^(https?:\/\/|\/[^/\\])/.test(v)), {
      message: 'must be empty, or an http(s) URL or a path with {link}',
    }),
  /** hosts a notification link may open besides the portal itself, comma separated */
  VITE_LINK_HOSTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean),
    ),
})

export type Env = z.infer<typeof envSchema>

/** Reads and checks the settings; a bad value throws one message naming each bad setting. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const parsed = envSchema.safeParse(raw)
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid environment: ${detail}`)
  }
  return parsed.data
}
