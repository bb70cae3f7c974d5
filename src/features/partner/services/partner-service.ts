import type { z } from 'zod'
import type { ApiClient, DownloadedFile } from '../../../shared/services/http-client'
import type { HandOver, SidData } from '../domain/partner'
import * as partner from './contract'

export type FcInfo = z.infer<typeof partner.fcInfoSchema>

/** The partner channel's calls of S2 §7 as one typed service. */
export interface PartnerService {
  decryptSid(sid: string): Promise<SidData>
  /** external sign-up; stores both tokens on success (a 401: already registered) */
  signUp(handOver: HandOver): Promise<void>
  /** external sign-in; stores both tokens on success (a 404: not registered) */
  signIn(handOver: HandOver): Promise<void>
  couponDeepLink(code: string): Promise<string>
  /** the coupon holder's temporary PDF; '' while the report is not made */
  makePdf(couponCode: string, birthday: string): Promise<string>
  downloadPdf(tempPdf: string): Promise<DownloadedFile>
  checkFcLink(linkCode: string): Promise<FcInfo>
  externalLink(info: FcInfo & { cacheId: string; linkCode: string }): Promise<{
    clink: string
    cacheId: string
  }>
  fcDeepLink(clink: string): Promise<string>
}

export function createPartnerService(client: ApiClient): PartnerService {
  const sign = async (
    op: typeof partner.externalSignUp | typeof partner.externalSignIn,
    h: HandOver,
  ) => {
    const res = await client.call(op, {
      body: { name: h.name, siteId: h.siteId, userId: h.userId, sid: h.sid },
    })
    client.tokens.save(res.token, res.refreshToken)
  }
  return {
    async decryptSid(sid) {
      return (await client.call(partner.sidDecrypt, { body: { sid } })).data
    },
    signUp: (h) => sign(partner.externalSignUp, h),
    signIn: (h) => sign(partner.externalSignIn, h),
    async couponDeepLink(code) {
      const res = await client.call(partner.gatewayCoupon, {
        body: { clink: code, licenseType: 'C' },
      })
      return res.data.deeplink
    },
    async makePdf(couponCode, birthday) {
      return (await client.call(partner.makeCouponPdf, { body: { couponCode, birthday } })).data
        .tempPdf
    },
    downloadPdf: (tempPdf) => client.download(partner.couponPdfDownload, { query: { tempPdf } }),
    async checkFcLink(linkCode) {
      return (await client.call(partner.fcLinkCheck, { params: { linkCode } })).data
    },
    async externalLink(info) {
      return (await client.call(partner.externalLink, { body: info })).data
    },
    async fcDeepLink(clink) {
      return (await client.call(partner.gatewayFcLink, { body: { clink } })).data.deeplink
    },
  }
}
