import { site } from './contract'
import type { ApiClient } from './http-client'

export interface SiteInfo {
  siteId: number
  siteCode: string
  siteName: string
}

export interface SiteService {
  siteInfo(): Promise<SiteInfo>
}

export function createSiteService(client: ApiClient): SiteService {
  return {
    async siteInfo() {
      const res = await client.call(site.siteInfo)
      return res.site
    },
  }
}
