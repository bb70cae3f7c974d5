import { callbackMachine } from '../../../src/features/partner/machines/callback-machine'
import { ERRORS } from '../../../src/features/partner/domain/errors'
import type { SidData } from '../../../src/features/partner/domain/partner'
import { PARTNER_SITE_ID } from '../../../src/features/partner/domain/partner'
import { mountCallback } from '../../../src/features/partner/plain-screens'
import type { PageEntry } from '../../../src/shared/views/feature'
import { createMockClock } from '../../../mock-server/clock'
import { encodeSid } from '../../../mock-server/partner-sid'
import { TEST_PARTNER_SID_KEY } from '../../../mock-server/node'
import { sessionFor } from '../../support/sessions'
import { defineModel, failuresOf } from '../model'

/** FC 1000001 is OL1000001, registered (FIXTURES.md: the partner-channel demo user) */
const SID_DATA: SidData = { name: '오렌지', siteId: PARTNER_SITE_ID, userId: '1000001' }

/**
 * The sid the partner hands over for SID_DATA, made as the partner tests make it (the test mock's
 * key) and stamped by the live run's mock clock (live.test.ts: MOCK_TODAY 20261122, the time of
 * day now): the mock decrypts it for 10 minutes, ample for a run that starts at once. Each live
 * path has a fresh mock, where it is not spent yet.
 */
const SID = await encodeSid(
  { ...SID_DATA, timestamp: createMockClock({ MOCK_TODAY: '20261122' }).now().getTime() },
  TEST_PARTNER_SID_KEY,
)

/** /ol/Callback?sid entered (the page's input is the model's) */
const ENTRY: PageEntry = {
  routeId: 'olCallback',
  path: '/ol/Callback',
  params: {},
  search: new URLSearchParams({ sid: SID }),
  session: null,
  today: new Date(),
}

/** the page actor's logic as the mount gives it: the wired machine (typed as a page actor's) */
const pageLogic = (logic: unknown) => logic as typeof callbackMachine

/**
 * /ol/Callback?sid (S2 §2.5, §4): a sid handed over, then sign-out, decrypt, sign-in and the
 * user's session, each answering with every documented status. Nobody types here: the page runs
 * by itself, so the walk is the services' answers alone. Failures go to the error page through
 * the `showError` action (the ui actor's ERROR.SET), not into the context: no `shows`.
 */
export default defineModel({
  machine: callbackMachine,
  // a sid handed over, and `/ol/Callback` opened without one (straight to the error page)
  inputs: [{ sid: SID }, { sid: null }],
  // the sid's stamp is the time of day of the run: whether one was handed over is what the
  // machine reads
  serialize: (snapshot) => ({
    value: snapshot.value,
    sid: snapshot.context.sid !== '',
    data: snapshot.context.data,
  }),
  events: () => [],
  answers: {
    // the sign-out of whoever was signed in, by the session actor (which answers, decision 079)
    signOut: { outputs: [undefined] },
    decryptSid: { outputs: [SID_DATA], failures: failuresOf(ERRORS.sidDecrypt) },
    // 404 = the FC has no account yet: on to the greeting, which signs the FC up
    signIn: { outputs: [undefined], failures: failuresOf(ERRORS.externalSignIn) },
    adoptSession: { outputs: [sessionFor(PARTNER_SITE_ID), null] },
  },
  live: {
    // the page signs out whoever was signed in; the live run signs in all the same (the
    // partner-channel demo user, whom the sid signs in again)
    account: 'OL1000001',
    // `signOut` and `adoptSession` ask the portal's session actor: the live system holds one,
    // which signs OL1000001 out against the mock and reads the user the sid signed in;
    // `showError` tells the portal's ui actor
    session: true,
    wire: (ctx) =>
      pageLogic(mountCallback(ctx).actors(ENTRY).callback!.logic).provide({
        actions: { showError: () => {} },
      }),
    operations: { decryptSid: 'sidDecrypt', signIn: 'externalSignIn' },
    minimumPaths: 15,
  },
})
