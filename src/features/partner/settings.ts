/** The partner pages' settings, which the portal is given (S2 §2.5). */
import type { PartnerLinks } from '../../shared/services/env'

declare module '../../shared/machines/wire-context' {
  interface PortalSettings {
    /** where the partner pages send a visitor (S2 §2.5; `partnerLinksFor` in env.ts) */
    partnerLinks: PartnerLinks
  }
}
