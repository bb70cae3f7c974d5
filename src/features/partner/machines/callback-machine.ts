import { assign, setup } from 'xstate'
import type { Message } from '../../../shared/domain/messages'
import type { SessionUser } from '../../../shared/domain/user'
import { PATHS } from '../../../shared/domain/routes'
import { toFailure } from '../../../shared/services/api-error'
import { notProvided } from '../../../shared/machines/not-provided'
import { present } from '../../../shared/machines/present'
import { uiIndicator, OWN_INDICATOR } from '../../../shared/machines/own-indicator'
import { sidFailure, type HandOver, type SidData } from '../domain/partner'
import { ERRORS } from '../domain/errors'

export interface CallbackContext {
  sid: string
  data: SidData | null
}

/** What the error page shows (S2 §2.6): a status and a message, here with the sid appended. */
export interface ShownError {
  status: number
  message: Message
  detail: string
}

/** what is handed over: the sid and what it said (decrypted before the sign-in) */
const handOverOf = (context: CallbackContext): HandOver => ({
  ...present(context.data, 'the decrypted sid'),
  sid: context.sid,
})

// xstate reads `types` only for inference; every field is optional, so `{}` is a value of it
const types: {
  context?: CallbackContext
  input?: { sid: string | null }
} = {}

/**
 * /ol/Callback?sid (S2 §2.5, §4): log out, decrypt the sid, sign in, store the sid, go to the
 * greeting. A failed decrypt stores its message with the sid appended and goes to /v2/Error
 * (S2 §8); a sign-in refused because the FC has no account yet (404) still goes to the greeting,
 * which signs the FC up; any other failure goes to the error page too.
 */
export const callbackMachine = setup({
  types,
  actors: {
    ownIndicator: uiIndicator,
    signOut: notProvided<void>('signOut'),
    decryptSid: notProvided<SidData, { sid: string }>('decryptSid'),
    signIn: notProvided<void, HandOver>('signIn'),
    /** the session of the stored tokens (the user is fetched) */
    adoptSession: notProvided<SessionUser | null>('adoptSession'),
  },
  actions: {
    storeSid: (_, _params: HandOver) => {},
    showError: (_, _params: ShownError) => {},
    navigate: (_, _params: { to: string; replace?: boolean }) => {},
  },
  guards: {
    hasSid: ({ context }) => context.sid.trim() !== '',
    notRegistered: (_, { error }: { error: unknown }) => toFailure(error).status === 404,
  },
}).createMachine({
  id: 'partnerCallback',
  context: ({ input }) => ({ sid: input.sid ?? '', data: null }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'hasSid', target: 'signingOut' },
        {
          // no sid at all: an invalid SID value, as the decrypt would answer it
          target: 'failed',
          actions: {
            type: 'showError',
            params: ({ context }) =>
              sidFailure({ status: 400, message: '', kind: 'http' }, context.sid),
          },
        },
      ],
    },
    signingOut: {
      tags: ['busy'],
      invoke: [{ src: 'signOut', onDone: 'decrypting' }, OWN_INDICATOR],
    },
    decrypting: {
      tags: ['busy'],
      invoke: [
        {
          src: 'decryptSid',
          input: ({ context }) => ({ sid: context.sid }),
          onDone: { target: 'signingIn', actions: assign({ data: ({ event }) => event.output }) },
          onError: {
            target: 'failed',
            actions: {
              type: 'showError',
              params: ({ context, event }) => sidFailure(toFailure(event.error), context.sid),
            },
          },
        },
        OWN_INDICATOR,
      ],
    },
    signingIn: {
      tags: ['busy'],
      invoke: [
        {
          src: 'signIn',
          input: ({ context }) => handOverOf(context),
          onDone: 'loadingUser',
          onError: [
            {
              guard: { type: 'notRegistered', params: ({ event }) => ({ error: event.error }) },
              target: 'storing',
            },
            {
              target: 'failed',
              actions: {
                type: 'showError',
                params: ({ context, event }) =>
                  sidFailure(toFailure(event.error), context.sid, ERRORS.externalSignIn),
              },
            },
          ],
        },
        OWN_INDICATOR,
      ],
    },
    loadingUser: {
      tags: ['busy'],
      invoke: [{ src: 'adoptSession', onDone: 'storing' }, OWN_INDICATOR],
    },
    storing: {
      tags: ['busy'],
      entry: [
        { type: 'storeSid', params: ({ context }) => handOverOf(context) },
        { type: 'navigate', params: { to: PATHS.olGreeting, replace: true } },
      ],
      type: 'final',
    },
    failed: {
      entry: { type: 'navigate', params: { to: PATHS.error, replace: true } },
      type: 'final',
    },
  },
})
