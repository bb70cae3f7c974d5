import { fromPromise, sendTo } from 'xstate'
import {
  notifyUi,
  saveFileAndNotify,
  systemActor,
  UI_SYSTEM_ID,
} from '../../shared/machines/effects'
import type { UiEvent } from '../../shared/machines/ui-machine'
import { askSession, createAuthService, freshSession, signOut } from '../session'
import { couponLink, deepLinkUrl } from './domain/partner'
import { dataOf, fromOperation } from '../../shared/services/from-operation'
import { createPartnerService } from './services/partner-service'
import * as contract from './services/contract'
import { callbackMachine, type ShownError } from './machines/callback-machine'
import { greetingMachine } from './machines/greeting-machine'
import { couponMachine } from './machines/coupon-machine'
import { pdfDownloadMachine } from './machines/pdf-download-machine'
import { fcLinkMachine } from './machines/fc-link-machine'
import type { ComponentType } from 'react'
import { wiredOnce, type FeatureContext } from '../../shared/machines/wire-context'
import type { PageActors, PageEntry } from '../../shared/views/feature'
import CallbackPage from './views/callback-page'
import GreetingPage from './views/greeting-page'
import { CouponPage, DownloadPage, FcLinkPage } from './views/link-pages'

/** The feature's words, added to the catalogues as its routes load (decision 074). */
export * as messages from './domain/messages'

/**
 * The partner pages' machines (S2 §2.5): their calls of the contract, the partner service's
 * sign-up, sign-in and PDF file, the session's sign-out and sign-in hand-over, the stored sid,
 * and leaving the portal for deep links and the service site.
 */
export function wirePartner(ctx: FeatureContext) {
  const partner = createPartnerService(ctx.client)
  const auth = createAuthService(ctx.client)
  const { serviceSite, deepLinkOpener } = ctx.settings.partnerLinks
  const navigate = (_: unknown, { to, replace }: { to: string; replace?: boolean }) =>
    ctx.navigate(to, { replace: replace ?? false })
  const openDeepLink = (_: unknown, { link }: { link: string }) =>
    ctx.leave(deepLinkUrl(deepLinkOpener, link))
  const goBack = () => ctx.back()
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
    greeting: greetingMachine.provide({
      actors: {
        // who is signed in, and the hand-over stored by the callback page
        open: askSession('current', (user) => ({ user, handOver: ctx.prefs.partnerSid() })),
        signUp: fromPromise(({ input }) => partner.signUp(input)),
        signIn: fromPromise(({ input }) => partner.signIn(input)),
        setPassword: fromPromise(({ input }) => auth.setPassword(input)),
        adoptSession: freshSession,
      },
      actions: {
        leave: () => {
          ctx.prefs.setPartnerSid(null)
          ctx.leave(serviceSite)
        },
        notify: notifyUi('success'),
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
  }
}

export type PartnerMachines = ReturnType<typeof wirePartner>

/** The partner pages' machines, wired once per portal for all five routes (issue 8). */
const wired = wiredOnce(wirePartner)

/** A partner page's mount: its screen and its page actor, started with what the address holds. */
const mount =
  (
    Screen: ComponentType,
    actors: (m: PartnerMachines, entry: PageEntry, canGoBack: () => boolean) => PageActors,
  ) =>
  (ctx: FeatureContext) => {
    const machines = wired(ctx)
    return { Screen, actors: (entry: PageEntry) => actors(machines, entry, ctx.canGoBack) }
  }

/** The partner pages' route chunk (S2 §2.5): /ol/Callback, /ol/Greeting, /li/*, /F/{linkCode}. */
export const mountCallback = wiredOnce(
  mount(CallbackPage, (m, { search }) => ({
    callback: { logic: m.callback, input: { sid: search.get('sid') } },
  })),
)
export const mountGreeting = wiredOnce(
  mount(GreetingPage, (m) => ({ greeting: { logic: m.greeting } })),
)
export const mountCoupon = wiredOnce(
  mount(CouponPage, (m, { search }, canGoBack) => ({
    coupon: { logic: m.coupon, input: { code: search.get('code'), canGoBack: canGoBack() } },
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
export const mountFcLink = wiredOnce(
  mount(FcLinkPage, (m, { params }, canGoBack) => ({
    fcLink: {
      logic: m.fcLink,
      input: { linkCode: params.linkCode ?? '', canGoBack: canGoBack() },
    },
  })),
)
