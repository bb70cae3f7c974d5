import type { PortalSettings } from '../../src/shared/machines/wire-context'

/**
 * The portal's settings in node tests: no checkup host, the address search offline, the demo's
 * partner links (the service site and the page that shows which deep link was opened).
 */
export const TEST_SETTINGS: Pick<PortalSettings, 'checkupHost' | 'addressSearch' | 'partnerLinks'> =
  {
    checkupHost: '',
    addressSearch: 'offline',
    partnerLinks: {
      serviceSite: '/demo/service-site',
      deepLinkOpener: '/demo/deep-link?link={link}',
    },
  }
