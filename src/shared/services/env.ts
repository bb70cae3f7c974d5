import { z } from 'zod'
import { DEMO_PAGES } from '../domain/routes'
import { DEMO_SUPPORT, type SupportContacts } from '../domain/support-contacts'

const envSchema = z.object({
  /** where the API lives; empty = the portal's own origin */
  VITE_API_BASE_URL: z
    .string()
    .default('')
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/.test(v), 'must be empty or an http(s) URL')
    .transform((v) => v.replace(/\/+$/, '')),
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

/** Reads and validates the environment once. A bad value fails at start with a clear message. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const parsed = envSchema.safeParse(raw)
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid environment: ${detail}`)
  }
  return parsed.data
}

const processEnv: Record<string, unknown> =
  typeof process === 'object' && process?.env ? { ...process.env } : {}

export const env: Env = parseEnv({ ...processEnv, ...import.meta.env })

/** What a build is, from Vite's `import.meta.env`. */
export interface BuildInfo {
  MODE?: string
  DEV?: boolean
  VITE_API_MOCKING?: string
}

/**
 * A demo build talks to the mock server: the embedded build of `npm start` and `npm run dev`
 * with the in-browser mock (not with `VITE_API_MOCKING=off`). A production build never is.
 */
export const isDemoBuild = (build: BuildInfo): boolean =>
  build.MODE === 'embedded' || (build.DEV === true && build.VITE_API_MOCKING !== 'off')

export interface ExternalLinks {
  privacy: string
  terms: string
}

/**
 * The footer's privacy-policy and terms-of-use links (S1 §2): a configured URL wins; a demo
 * build links the mock server's pages (`DEMO_PAGES`) in place of a missing one; any other build
 * without a URL hides the link (empty).
 */
export function externalLinksFor(
  config: Pick<Env, 'VITE_PRIVACY_URL' | 'VITE_TERMS_URL'>,
  demo: boolean,
): ExternalLinks {
  return {
    privacy: config.VITE_PRIVACY_URL || (demo ? DEMO_PAGES.privacy : ''),
    terms: config.VITE_TERMS_URL || (demo ? DEMO_PAGES.terms : ''),
  }
}

/**
 * The support contacts of a failed payment: the configured ones; a demo build shows the demo's
 * in place of a missing one, any other build hides what is not configured.
 */
export function supportContactsFor(
  config: Pick<Env, 'VITE_SUPPORT_CHAT_URL' | 'VITE_SUPPORT_PHONE'>,
  demo: boolean,
): SupportContacts {
  return {
    chatUrl: config.VITE_SUPPORT_CHAT_URL || (demo ? DEMO_SUPPORT.chatUrl : ''),
    phone: config.VITE_SUPPORT_PHONE || (demo ? DEMO_SUPPORT.phone : ''),
  }
}

/** The external service site and how deep links open (S2 §2.5). */
export interface PartnerLinks {
  /** the external service site the greeting leaves to */
  serviceSite: string
  /** a URL with `{link}` through which a deep link opens; empty opens the deep link itself */
  deepLinkOpener: string
}

/**
 * Where the partner pages send a visitor (S2 §2.5): a configured URL wins; a demo build uses the
 * mock server's stand-ins (`DEMO_PAGES`: the service site, and a page that shows which deep link
 * was opened); any other build without them leaves to the portal's start page and opens deep
 * links as they are.
 */
export function partnerLinksFor(
  config: Pick<Env, 'VITE_SERVICE_SITE_URL' | 'VITE_DEEP_LINK_OPENER'>,
  demo: boolean,
): PartnerLinks {
  return {
    serviceSite: config.VITE_SERVICE_SITE_URL || (demo ? DEMO_PAGES.serviceSite : '/'),
    deepLinkOpener:
      config.VITE_DEEP_LINK_OPENER || (demo ? `${DEMO_PAGES.deepLink}?link={link}` : ''),
  }
}
