import { entryMachine } from '../../../src/features/session/machines/entry-machine'
import { SITE, type AuthCode } from '../../../src/shared/domain/codes'
import type { SessionUser } from '../../../src/shared/domain/user'
import { fc0001Session, sessionFor } from '../../support/sessions'
import { wireSession } from '../../../src/features/session/wire'
import { NO_ROUTES } from '../live'
import { defineModel } from '../model'

/** a session of a site and a role: all the entry page reads */
const sessionOf = (siteId: number, auth: AuthCode): SessionUser => sessionFor(siteId, auth, ['RM'])

/**
 * The entry page `/` (S1 §2, S2 §2.1): nobody signed in, a site 1 (orange) user, a role P user
 * (decision 002) and another site's user. The user sends nothing: the page only asks the session.
 */
export default defineModel({
  machine: entryMachine,
  input: { orange: true },
  events: () => [],
  answers: {
    ensureSession: {
      // fc0001 (a site 3 F, as the live run's session answers) first: the others are walked only
      outputs: [
        fc0001Session,
        null,
        sessionOf(SITE.ORANGE, 'F'),
        sessionOf(3, 'P'),
        sessionOf(SITE.PARTNER, 'A'),
      ],
      // no failure: `currentSession` asks the session actor, which absorbs every fetch failure
      // (it answers null), and the portal's system always holds one (decision 079)
    },
  },
  depth: 3,
  live: {
    // the page as the session feature wires it, asking a real session actor signed in as fc0001,
    // which answers from the mock: it remembers the dashboard as home, turns the orange flag off
    // and goes there. The session absorbs a fetch's failure, so the question never fails live
    account: 'fc0001',
    session: true,
    wire: (ctx) => wireSession(ctx, NO_ROUTES).entry,
    operations: {},
    shape: true,
    minimumPaths: 1,
  },
})
