import type { ApiClient, DownloadedFile } from '../../../shared/services/http-client'
import type { HandOver } from '../domain/partner'
import * as partner from './contract'

/**
 * The partner channel's calls of S2 §7 that hold a rule of their own: the external sign-up and
 * sign-in store the tokens they answer, the coupon PDF is a file. The other calls are the
 * machines' actors, made in screens.tsx with fromOperation.
 */
export interface PartnerService {
  /** external sign-up; stores both tokens on success (a 401: already registered) */
  signUp(handOver: HandOver): Promise<void>
  /** external sign-in; stores both tokens on success (a 404: not registered) */
  signIn(handOver: HandOver): Promise<void>
  downloadPdf(tempPdf: string): Promise<DownloadedFile>
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
    signUp: (h) => sign(partner.externalSignUp, h),
    signIn: (h) => sign(partner.externalSignIn, h),
    downloadPdf: (tempPdf) => client.download(partner.couponPdfDownload, { query: { tempPdf } }),
  }
}
