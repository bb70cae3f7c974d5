import { fromPromise } from 'xstate'
import { notifyUi, saveFileAndNotify } from '../../shared/machines/effects'
import { askSession, createAuthService, freshSession } from '../session'
import { fromOperation } from '../../shared/services/from-operation'
import { createPartnerService } from './services/partner-service'
import * as contract from './services/contract'
import { greetingMachine } from './machines/greeting-machine'
import { pdfDownloadMachine } from './machines/pdf-download-machine'
import { wiredOnce, type FeatureContext } from '../../shared/machines/wire-context'
import GreetingPage from './views/greeting-page'
import { DownloadPage } from './views/download-page'
import { partnerMounts, partnerMoves } from './mount'

/** The feature's words, added to the catalogues as its routes load (decision 074). */
export * as messages from './domain/messages'

/**
 * The partner pages drawn with Chakra (S2 §2.5: /ol/Greeting, /li/Download); the link pages are
 * in `plain-screens.tsx` (decision 084). Their machines: the partner service's sign-up, sign-in
 * and PDF file, the session's password and sign-in hand-over, the stored sid, the service site.
 */
export function wirePartner(ctx: FeatureContext) {
  const partner = createPartnerService(ctx.client)
  const auth = createAuthService(ctx.client)
  const { goBack } = partnerMoves(ctx)
  return {
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
          ctx.leave(ctx.settings.partnerLinks.serviceSite)
        },
        notify: notifyUi('success'),
      },
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

const mount = partnerMounts(wirePartner)

export const mountGreeting = wiredOnce(
  mount(GreetingPage, (m) => ({ greeting: { logic: m.greeting } })),
)
export const mountDownload = wiredOnce(
  mount(DownloadPage, (m, { search }, canGoBack) => ({
    pdfDownload: {
      logic: m.pdfDownload,
      input: { code: search.get('code'), canGoBack: canGoBack() },
    },
  })),
)
