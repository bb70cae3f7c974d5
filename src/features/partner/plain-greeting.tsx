import { fromPromise } from 'xstate'
import { notifyUi } from '../../shared/machines/effects'
import { askSession, createAuthService, freshSession } from '../session'
import { createPartnerService } from './services/partner-service'
import { greetingMachine } from './machines/greeting-machine'
import { wiredOnce, type FeatureContext } from '../../shared/machines/wire-context'
import GreetingPage from './views/greeting-page'
import { partnerMounts } from './mount'

/** The feature's words, added to the catalogues as its routes load (decision 074). */
export * as messages from './domain/messages'

/**
 * The greeting's screens module (S2 §2.5: /ol/Greeting, a sign-up dialog and a carousel), drawn
 * with the first page's plain views as the link pages in `plain-screens.tsx` are (decision 086),
 * in a chunk of its own so that those carry none of it. Its machine: the partner service's
 * sign-up and sign-in, the session's password and sign-in hand-over, the stored sid, the service
 * site.
 */
export function wirePartner(ctx: FeatureContext) {
  const partner = createPartnerService(ctx.client)
  const auth = createAuthService(ctx.client)
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
  }
}

const mount = partnerMounts(wirePartner)

export const mountGreeting = wiredOnce(
  mount(GreetingPage, (m) => ({ greeting: { logic: m.greeting } })),
)
