import { callbackMachine } from '../../../src/features/partner/machines/callback-machine'
import { ERRORS } from '../../../src/features/partner/domain/errors'
import type { SidData } from '../../../src/features/partner/domain/partner'
import { PARTNER_SITE_ID } from '../../../src/features/partner/domain/partner'
import { sessionFor } from '../../support/sessions'
import { defineModel, failuresOf, http, network } from '../model'

const SID_DATA: SidData = { name: '새가입', siteId: PARTNER_SITE_ID, userId: '1000099' }

/**
 * /ol/Callback?sid (S2 §2.5, §4): a sid handed over, then sign-out, decrypt, sign-in and the
 * user's session, each answering with every documented status. Nobody types here: the page runs
 * by itself, so the walk is the services' answers alone. Failures go to the error page through
 * the `showError` action (the ui actor's ERROR.SET), not into the context: no `shows`.
 */
export default defineModel({
  machine: callbackMachine,
  // a sid handed over, and `/ol/Callback` opened without one (straight to the error page)
  inputs: [{ sid: 'c2lkLWZvci10aGUtd2Fsaw==' }, { sid: null }],
  events: () => [],
  answers: {
    // the sign-out of whoever was signed in: a failure is ignored (decrypting either way)
    signOut: { outputs: [undefined], failures: [http(500), network()] },
    decryptSid: { outputs: [SID_DATA], failures: failuresOf(ERRORS.sidDecrypt) },
    // 404 = the FC has no account yet: on to the greeting, which signs the FC up
    signIn: { outputs: [undefined], failures: failuresOf(ERRORS.externalSignIn) },
    adoptSession: {
      outputs: [sessionFor(PARTNER_SITE_ID), null],
      failures: [http(500), network()],
    },
  },
})
