import type { Env } from './env-schema'
import { DEMO_PAGES } from '../domain/routes'
import { DEMO_SUPPORT, type SupportContacts } from '../domain/support-contacts'

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
