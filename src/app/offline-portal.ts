import type { PortalConfig } from './create-portal'

/** Web Storage that holds nothing: what it is given is gone at once (a visitor never signed in). */
class EmptyStorage implements Storage {
  readonly length = 0
  clear() {}
  getItem() {
    return null
  }
  key() {
    return null
  }
  removeItem() {}
  setItem() {}
}

/**
 * A portal that reaches nothing outside itself: its server and its own origin at `origin`, no
 * checkup host, the address search offline, no storage, and downloads, windows, the clipboard and
 * navigation that do nothing. What the prerender and the node tests start a portal with; each
 * adds what it needs on top.
 */
export function offlinePortalConfig(origin: string): PortalConfig {
  return {
    baseURL: origin,
    checkupHost: '',
    addressSearch: 'offline',
    saveFile: () => {},
    openWindow: () => {},
    leave: () => {},
    back: () => {},
    canGoBack: () => false,
    partnerLinks: { serviceSite: '', deepLinkOpener: '' },
    clipboard: { copy: async () => {} },
    origin,
    linkHosts: [],
    externalLinks: { privacy: '', terms: '' },
    storage: new EmptyStorage(),
    navigate: () => {},
    reload: () => {},
    viewportWidth: 1280,
  }
}
