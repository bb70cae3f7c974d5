import { fromPromise, sendTo } from 'xstate'
import {
  notifyUi,
  saveFileAndNotify,
  systemActor,
  UI_SYSTEM_ID,
} from '../../shared/machines/effects'
import type { UiEvent } from '../../shared/machines/ui-machine'
import { freshSession, signOut } from '../session'
import { couponLink, deepLinkUrl } from './domain/partner'
import { dataOf, fromOperation } from '../../shared/services/from-operation'
import { createPartnerService } from './services/partner-service'
import * as contract from './services/contract'
import { callbackMachine, type ShownError } from './machines/callback-machine'
import { couponMachine } from './machines/coupon-machine'
import { fcLinkMachine } from './machines/fc-link-machine'
import { pdfDownloadMachine } from './machines/pdf-download-machine'
import { wiredOnce, type FeatureContext } from '../../shared/machines/wire-context'
import { joinParts } from '../../shared/views/feature'
import * as partnerMessages from './domain/messages'
import * as share from '../../shared/domain/messages/share'
import CallbackPage from './views/callback-page'
import { CouponPage, FcLinkPage } from './views/link-pages'
import { DownloadPage } from './views/download-page'
import { partnerMounts, partnerMoves } from './mount'

/**
 * The link pages' screens module (S2 §2.5: /ol/Callback, /li/Coupon, /li/Download, /F/{linkCode}),
 * drawn with
 * the first page's plain views: their routes are `plain` and load no Chakra (decision 084). Its
 * words: the feature's, and 공유's (which the chrome brings to the other pages).
 */
export const messages = joinParts(partnerMessages, share)

/**
 * The link pages' machines: their calls of the contract, the partner service's sign-in and PDF
 * file, the session's sign-out and sign-in hand-over, the stored sid, and the deep links that
 * leave the portal for the app.
 */
export function wireLinks(ctx: FeatureContext) {
  const partner = createPartnerService(ctx.client)
  const { goBack, navigate } = partnerMoves(ctx)
  const openDeepLink = (_: unknown, { link }: { link: string }) =>
    ctx.leave(deepLinkUrl(ctx.settings.partnerLinks.deepLinkOpener, link))
  return {
    callback: callbackMachine.provide({
      actors: {
        signOut: signOut,
        decryptSid: fromOperation(ctx.client, contract.sidDecrypt, {
          call: ({ sid }: { sid: string }) => ({ body: { sid } }),
          answer: dataOf,
        }),
        signIn: fromPromise(({ input }) => partner.signIn(input)),
        adoptSession: freshSession,
      },
      actions: {
        storeSid: (_, handOver) => ctx.prefs.setPartnerSid(handOver),
        showError: sendTo(systemActor(UI_SYSTEM_ID), (_, error: ShownError): UiEvent => ({
          type: 'ERROR.SET',
          ...error,
        })),
        navigate,
      },
    }),
    coupon: couponMachine.provide({
      actors: {
        couponDeepLink: fromOperation(ctx.client, contract.gatewayCoupon, {
          call: ({ code }: { code: string }) => ({
            body: { clink: code, licenseType: 'C' as const },
          }),
          answer: ({ data }) => data.deeplink,
        }),
        share: fromPromise(({ input }) =>
          ctx.sharer.share({ text: couponLink(ctx.origin, input.code) }),
        ),
      },
      actions: { openDeepLink, goBack, notify: notifyUi() },
    }),
    fcLink: fcLinkMachine.provide({
      actors: {
        checkFcLink: fromOperation(ctx.client, contract.fcLinkCheck, {
          call: ({ linkCode }: { linkCode: string }) => ({ params: { linkCode } }),
          answer: dataOf,
        }),
        externalLink: fromOperation(ctx.client, contract.externalLink, {
          call: (info: contract.FcInfo & { cacheId: string; linkCode: string }) => ({
            body: info,
          }),
          answer: dataOf,
        }),
        fcDeepLink: fromOperation(ctx.client, contract.gatewayFcLink, {
          call: ({ clink }: { clink: string }) => ({ body: { clink } }),
          answer: ({ data }) => data.deeplink,
        }),
      },
      actions: { openDeepLink, goBack },
    }),
    pdfDownload: pdfDownloadMachine.provide({
      actors: {
        // '' while the report is not made
        makePdf: fromOperation(ctx.client, contract.makeCouponPdf, {
          call: ({ couponCode, birthday }: { couponCode: string; birthday: string }) => ({
            body: { couponCode, birthday },
          }),
          answer: ({ data }) => data.tempPdf,
        }),
        downloadPdf: fromPromise(({ input }) => partner.downloadPdf(input.tempPdf)),
      },
      actions: {
        notify: notifyUi('error'),
        saveFile: saveFileAndNotify(ctx.saveFile),
        goBack,
      },
    }),
  }
}

const mount = partnerMounts(wireLinks)

export const mountCallback = wiredOnce(
  mount(CallbackPage, (m, { search }) => ({
    callback: { logic: m.callback, input: { sid: search.get('sid') } },
  })),
)
export const mountCoupon = wiredOnce(
  mount(CouponPage, (m, { search }, canGoBack) => ({
    coupon: { logic: m.coupon, input: { code: search.get('code'), canGoBack: canGoBack() } },
  })),
)
export const mountFcLink = wiredOnce(
  mount(FcLinkPage, (m, { params }, canGoBack) => ({
    fcLink: {
      logic: m.fcLink,
      input: { linkCode: params.linkCode ?? '', canGoBack: canGoBack() },
    },
  })),
)
export const mountDownload = wiredOnce(
  mount(DownloadPage, (m, { search }, canGoBack) => ({
    pdfDownload: {
      logic: m.pdfDownload,
      input: { code: search.get('code'), canGoBack: canGoBack() },
    },
  })),
)
