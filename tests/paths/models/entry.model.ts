import { entryMachine } from '../../../src/features/session/machines/entry-machine'
import { SITE, type AuthCode } from '../../../src/shared/domain/codes'
import type { SessionUser } from '../../../src/shared/domain/user'
import { defineModel, network } from '../model'

const sessionOf = (siteId: number, auth: AuthCode): SessionUser => ({
  user: {
    name: '사용자',
    userId: 'user01',
    siteId,
    auth,
    email: 'user01@example.com',
    mobile: '010-0000-0000',
    branchCode: null,
    branchName: null,
  },
  roleList: ['RM'],
  print: true,
  usableCount: 20,
})

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
