import { entryMachine } from '../../../src/features/session/machines/entry-machine'
import { SITE, type AuthCode } from '../../../src/shared/domain/codes'
import type { SessionUser } from '../../../src/shared/domain/user'
import { sessionFor } from '../../support/sessions'
import { defineModel, network } from '../model'

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
      outputs: [
        null,
        sessionOf(SITE.ORANGE, 'F'),
        sessionOf(3, 'P'),
        sessionOf(SITE.PARTNER, 'A'),
        sessionOf(3, 'F'),
      ],
      // `currentSession` asks the session actor, which absorbs every fetch failure (it answers
      // null); it rejects only when its system has no session, with no status (as a network
      // failure reads); the page then goes to the login page, no message
      failures: [network('ensureSession')],
    },
  },
  depth: 3,
})
