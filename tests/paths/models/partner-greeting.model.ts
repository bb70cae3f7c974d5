import {
  greetingMachine,
  type GreetingContext,
} from '../../../src/features/partner/machines/greeting-machine'
import { ERRORS } from '../../../src/features/partner/domain/errors'
import { PARTNER_SITE_ID, type HandOver } from '../../../src/features/partner/domain/partner'
import { ERRORS as SESSION_ERRORS } from '../../../src/features/session/domain/errors'
import { LIMITS } from '../../../src/shared/domain/codes'
import { password as passwordRule } from '../../../src/shared/domain/validation'
import type { SessionUser } from '../../../src/shared/domain/user'
import { sessionFor } from '../../support/sessions'
import { mountGreeting } from '../../../src/features/partner/plain-greeting'
import type { PageEntry } from '../../../src/shared/views/feature'
import { defineModel, failuresOf, http } from '../model'
import type { Step } from '../walk'
import { toFailure } from '../../../src/shared/services/api-error'
import { nothing } from '../live'
import { encodeSid } from '../../../mock-server/partner-sid'
import { TEST_PARTNER_SID_KEY } from '../../../mock-server/node'
import { createMockClock } from '../../../mock-server/clock'
import type { FeatureContext } from '../../../src/shared/machines/wire-context'
import { isRecord } from '../../../src/shared/domain/objects'
import { createPartnerService } from '../../../src/features/partner/services/partner-service'
import { anonymousClient } from '../../support/api'

const HAND_OVER: HandOver = {
  sid: 'c2lkLWZvci10aGUtd2Fsaw==',
  name: '새가입',
  siteId: PARTNER_SITE_ID,
  userId: '1000099',
}
/**
 * The hand-over as the callback page keeps it for the live run: its sid made as the partner
 * tests make it (the test mock's key), stamped by the live run's mock clock (MOCK_TODAY
 * 20261122, the time of day now), so the mock signs the FC up with it
 */
const LIVE_HAND_OVER: HandOver = { ...HAND_OVER, sid: await liveSid() }

/** the hand-over's sid as the partner makes it for the live mock, `earlierMs` before now */
async function liveSid(earlierMs = 0): Promise<string> {
  return encodeSid(
    {
      name: HAND_OVER.name,
      siteId: HAND_OVER.siteId,
      userId: HAND_OVER.userId,
      timestamp: createMockClock({ MOCK_TODAY: '20261122' }).now().getTime() - earlierMs,
    },
    TEST_PARTNER_SID_KEY,
  )
}
/**
 * Why a path is walked only: a sign-in that succeeds after the sign-up was refused as already made
 * (401: the refusal is a QA scenario's, so the mock holds no such FC) or after it was made (the
 * hand-over's sid is used once, by the sign-up).
 */
function signedInAfterRefusal(path: Step[]): string | null {
  const signingUp = path.findIndex(
    ({ event }) =>
      event.type.includes('signingUp') &&
      (event.type.startsWith('xstate.done.actor.') || toFailure(event.error).status === 401),
  )
  const signedIn = path.findIndex(
    ({ event }, i) =>
      i > signingUp &&
      event.type.startsWith('xstate.done.actor.') &&
      event.type.includes('signingIn'),
  )
  return signingUp >= 0 && signedIn > signingUp
    ? 'a sign-in after the sign-up: the sid is spent by it, or the mock holds no such FC'
    : null
}

/** the browser of a visitor the partner handed over */
const handedOver = (ctx: FeatureContext) => ctx.prefs.setPartnerSid(LIVE_HAND_OVER)

/**
 * The browser of a visitor the partner handed over who signed up before, from an earlier link (a
 * sid of its own, a second older): the mock holds the FC, and the sid kept is unused
 */
async function registeredBefore(ctx: FeatureContext): Promise<void> {
  handedOver(ctx)
  await createPartnerService(anonymousClient()).signUp({
    ...LIVE_HAND_OVER,
    sid: await liveSid(1000),
  })
}

/** whether the path signs in after its sign-up was refused as already made (401) */
function signsInAfterRefusal(path: Step[]): boolean {
  const refused = path.findIndex(
    ({ event }) =>
      event.type.includes('signingUp') &&
      event.type.startsWith('xstate.error.actor.') &&
      toFailure(event.error).status === 401,
  )
  return (
    refused >= 0 &&
    path
      .slice(refused + 1)
      .some(
        ({ event }) =>
          event.type.startsWith('xstate.done.actor.') && event.type.includes('signingIn'),
      )
  )
}

const BASE = sessionFor(PARTNER_SITE_ID)
const USER: SessionUser = { ...BASE, user: { ...BASE.user, userId: 'OL1000099', name: '새가입' } }

/**
 * S2 §5.1: a password of the rule's shortest length (a letter, a digit, a special), one a
 * character short, one a character too long, and a confirmation that differs in its last one
 */
const VALID = 'Pa1!'.padEnd(LIMITS.passwordMin, 'a')
const SHORT = VALID.slice(0, -1)
const LONG = VALID.padEnd(LIMITS.passwordMax + 1, 'a')
const OTHER = `${VALID.slice(0, -1)}b`

/**
 * /ol/Greeting (S2 §2.5, §4): opened signed in or not, with or without the callback's hand-over;
 * the sign-up dialog with the password empty (confirm disabled), too short, confirmed or not;
 * sign-up (401: sign in instead), sign-in, password set (401: sign in again, once; 404: the
 * default password differs) and the user loaded, each with its documented statuses.
 */
/** /ol/Greeting entered (the page takes no input) */
const ENTRY: PageEntry = {
  routeId: 'olGreeting',
  path: '/ol/Greeting',
  params: {},
  search: new URLSearchParams(),
  session: null,
  today: new Date(),
}

export default defineModel({
  machine: greetingMachine,
  events: (snapshot) => {
    if (snapshot.matches({ ready: 'guest' })) return [{ type: 'REGISTER' }]
    if (snapshot.matches({ ready: 'signedIn' })) return [{ type: 'START' }]
    if (snapshot.matches('completed')) return [{ type: 'CLOSE' }]
    if (snapshot.matches({ dialog: 'editing' }))
      return [
        { type: 'PASSWORD.CHANGE', value: '' },
        { type: 'PASSWORD.CHANGE', value: SHORT },
        { type: 'PASSWORD.CHANGE', value: VALID },
        { type: 'PASSWORD.CHANGE', value: LONG },
        { type: 'CONFIRM.CHANGE', value: VALID },
        { type: 'CONFIRM.CHANGE', value: OTHER },
        { type: 'SUBMIT' },
        { type: 'CANCEL' },
      ]
    return []
  },
  answers: {
    open: {
      outputs: [
        { user: USER, handOver: null },
        { user: USER, handOver: HAND_OVER },
        { user: null, handOver: HAND_OVER },
        { user: null, handOver: null },
      ],
      // no failure: the session actor is asked, which answers (decision 079)
    },
    // no `shows`: a 401 (already registered) signs in instead and says nothing, and the walk
    // checks every failure of a src alike; the others read `failureOf(ERRORS.externalSignUp)`
    signUp: {
      outputs: [undefined],
      failures: [...failuresOf(ERRORS.externalSignUp), http(401)],
    },
    signIn: {
      outputs: [undefined],
      failures: failuresOf(ERRORS.externalSignIn),
      shows: { row: ERRORS.externalSignIn, read: (s) => s.context.error },
    },
    // the session's password set (statuses 400, 401, 404, 429): the greeting says its own
    // messages (partner.defaultPasswordDiffers, partner.passwordSetFailed), not the row's: no `shows`
    setPassword: {
      outputs: [undefined],
      failures: [...failuresOf(SESSION_ERRORS.passwordSet), http(401)],
    },
    adoptSession: { outputs: [USER, null] },
  },
  live: {
    // the partner-channel demo user, signed in: the page asks the session actor who it is (a real
    // question to a real session, answered from the mock), and START leaves for the service site;
    // a guest and a visitor the partner handed over (the callback's sid kept in the browser) run
    // as the accounts below
    account: 'OL1000001',
    accounts: [
      {
        account: null,
        outputs: {
          open: { index: 3, shows: (o) => isRecord(o) && o.user === null && o.handOver === null },
          adoptSession: { index: 1, shows: nothing },
        },
      },
      // a guest the partner handed over: the sign-up dialog, its password, the sign-in
      {
        account: null,
        outputs: {
          open: { index: 2, shows: (o) => isRecord(o) && o.user === null && o.handOver !== null },
        },
        prepare: handedOver,
      },
      // a guest handed over who signed up before: the sign-up refused as made, the sign-in
      {
        account: null,
        outputs: {
          open: { index: 2, shows: (o) => isRecord(o) && o.user === null && o.handOver !== null },
        },
        prepare: registeredBefore,
        walkedOnly: (path) =>
          signsInAfterRefusal(path) ? null : 'a guest not registered before runs it',
      },
      // signed in, and handed over
      {
        account: 'OL1000001',
        outputs: {
          open: { index: 1, shows: (o) => isRecord(o) && o.user !== null && o.handOver !== null },
        },
        prepare: handedOver,
      },
    ],
    session: true,
    wire: (ctx) =>
      (mountGreeting(ctx).actors(ENTRY).greeting!.logic as typeof greetingMachine).provide({
        actions: { notify: () => {}, leave: () => {} },
      }),
    operations: { signUp: 'externalSignUp', signIn: 'externalSignIn', setPassword: 'passwordSet' },
    // the session's null: the user it reads after the password is set is refused
    provoked: { adoptSession: { 1: { operation: 'fetchUser', status: 401, times: 2 } } },
    minimumPaths: 27,
    walkedOnly: signedInAfterRefusal,
  },
  // what the machine decides on: the password's class (empty, against the rule, good), whether the
  // confirmation matches, which errors are set (not which message), the flags
  serialize: (snapshot) => {
    const c = snapshot.context as GreetingContext
    return {
      value: snapshot.value,
      password: c.password === '' ? 'empty' : passwordRule(c.password) === null ? 'good' : 'bad',
      confirmed: c.password === c.confirm,
      errors: [c.passwordError, c.confirmError, c.error].map((e) => e !== null),
      user: c.user !== null,
      handOver: c.handOver !== null,
      signedInAgain: c.signedInAgain,
      passwordSet: c.passwordSet,
    }
  },
})
