import { assign, enqueueActions, setup } from 'xstate'
import { message, type Message } from '../../../shared/domain/messages'
import type { SessionUser } from '../../../shared/domain/user'
import { toFailure } from '../../../shared/services/api-error'
import { failureOf } from '../../../shared/machines/failure'
import { notProvided } from '../../../shared/machines/not-provided'
import { present } from '../../../shared/machines/present'
import { uiIndicator, OWN_INDICATOR } from '../../../shared/machines/own-indicator'
import {
  canConfirmSignUp,
  checkSignUpPassword,
  partnerIdOf,
  type HandOver,
} from '../domain/partner'
import { ERRORS, GREETING_PASSWORD_SET } from '../domain/errors'

export interface GreetingContext {
  /** the sid the callback stored, with what it said; null when none was handed over */
  handOver: HandOver | null
  /** the signed-in user when the page opened or once signed up */
  user: SessionUser | null
  password: string
  confirm: string
  passwordError: Message | null
  confirmError: Message | null
  /** what the last sign-up attempt failed with */
  error: Message | null
  /** the sign-in was already repeated once for the password set */
  signedInAgain: boolean
  /** the password is set on the server (the id is no longer the password) */
  passwordSet: boolean
}

export type GreetingEvent =
  | { type: 'REGISTER' }
  | { type: 'START' }
  | { type: 'PASSWORD.CHANGE'; value: string }
  | { type: 'CONFIRM.CHANGE'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }
  | { type: 'CLOSE' }

const status = (error: unknown) => toFailure(error).status
const errorOf = ({ event }: { event: object }) => ('error' in event ? event.error : undefined)

/** The id the greeting shows: 'OL' + FC number (S2 §2.5). */
export const shownIdOf = (context: Pick<GreetingContext, 'handOver' | 'user'>): string | null =>
  context.user?.user.userId ?? (context.handOver ? partnerIdOf(context.handOver.userId) : null)

/** the hand-over the dialog signs up with: it opens only with one (`handedOver`) */
const handOverOf = (context: GreetingContext): HandOver =>
  present(context.handOver, 'the hand-over of the sign-up')

const emptyDialog = {
  password: '',
  confirm: '',
  passwordError: null,
  confirmError: null,
  error: null,
  signedInAgain: false,
}

// xstate reads `types` only for inference; every field is optional, so `{}` is a value of it
const types: {
  context?: GreetingContext
  events?: GreetingEvent
} = {}

/**
 * /ol/Greeting (S2 §2.5, §4 partner sign-up). Opening it with a signed-in user and no sid handed
 * over leaves for the external service site at once; with a hand-over (the callback's), it
 * explains once and 'start' leaves. Not signed in: 'register user' opens the password dialog;
 * confirm (enabled once a password is typed) checks the password rule and the confirmation, then
 * signs up (401: signs in instead), sets the password (the first one is the id), signs in again
 * if the token was refused, loads the user and shows the completion dialog, whose closing leaves
 * for the service site. Leaving forgets the hand-over (decision 021).
 */
export const greetingMachine = setup({
  types,
  actors: {
    ownIndicator: uiIndicator,
    /** the signed-in user (fetched first if need be) and the stored hand-over */
    open: notProvided<{ user: SessionUser | null; handOver: HandOver | null }>('open'),
    signUp: notProvided<void, HandOver>('signUp'),
    signIn: notProvided<void, HandOver>('signIn'),
    setPassword: notProvided<void, { userId: string; password: string; newPassword: string }>(
      'setPassword',
    ),
    /** the session of the stored tokens: the user fetched */
    adoptSession: notProvided<SessionUser | null>('adoptSession'),
  },
  actions: {
    /** leaves the portal for the external service site, forgetting the hand-over */
    leave: () => {},
    notify: (_, _params: { message: Message }) => {},
  },
  guards: {
    /** opened by a signed-in user with no sid handed over: the service site at once */
    signedInWithoutHandOver: (
      _,
      { opened }: { opened: { user: SessionUser | null; handOver: HandOver | null } },
    ) => opened.user !== null && opened.handOver === null,
    /** the stored tokens' session gave the user */
    userLoaded: (_, { user }: { user: SessionUser | null }) => user !== null,
    signedIn: ({ context }) => context.user !== null,
    handedOver: ({ context }) => context.handOver !== null,
    canConfirm: ({ context }) => canConfirmSignUp(context),
    dialogInvalid: ({ context }) => context.passwordError !== null || context.confirmError !== null,
    alreadyRegistered: (args) => status(errorOf(args)) === 401,
    tokenRefused: (args) => status(errorOf(args)) === 401 && !args.context.signedInAgain,
    passwordAlreadySet: ({ context }) => context.passwordSet,
  },
}).createMachine({
  id: 'partnerGreeting',
  context: { handOver: null, user: null, ...emptyDialog, passwordSet: false },
  initial: 'opening',
  states: {
    opening: {
      tags: ['busy'],
      invoke: [
        {
          src: 'open',
          onDone: [
            {
              guard: {
                type: 'signedInWithoutHandOver',
                params: ({ event }) => ({ opened: event.output }),
              },
              target: 'leaving',
            },
            {
              target: 'ready',
              actions: assign({
                user: ({ event }) => event.output.user,
                handOver: ({ event }) => event.output.handOver,
              }),
            },
          ],
        },
        OWN_INDICATOR,
      ],
    },
    ready: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'signedIn', target: 'signedIn' }, { target: 'guest' }],
        },
        /** the callback signed the FC in: 'start' leaves */
        signedIn: { on: { START: '#partnerGreeting.leaving' } },
        guest: {
          on: {
            REGISTER: [
              { guard: 'handedOver', target: '#partnerGreeting.dialog' },
              {
                actions: {
                  type: 'notify',
                  params: { message: message('partner.greeting.noHandOver') },
                },
              },
            ],
          },
        },
      },
    },
    dialog: {
      initial: 'editing',
      entry: assign(emptyDialog),
      states: {
        editing: {
          on: {
            'PASSWORD.CHANGE': {
              actions: assign({
                password: ({ event }) => event.value,
                passwordError: null,
                confirmError: null,
                error: null,
              }),
            },
            'CONFIRM.CHANGE': {
              actions: assign({
                confirm: ({ event }) => event.value,
                confirmError: null,
                error: null,
              }),
            },
            SUBMIT: {
              guard: 'canConfirm',
              target: 'validating',
              actions: assign(({ context }) => {
                const check = checkSignUpPassword(context)
                // each attempt starts without the last one's message, and may sign in again once
                return {
                  passwordError: check.password,
                  confirmError: check.confirm,
                  error: null,
                  signedInAgain: false,
                }
              }),
            },
            CANCEL: '#partnerGreeting.ready.guest',
          },
        },
        validating: {
          always: [
            { guard: 'dialogInvalid', target: 'editing' },
            // the password is set, only the user's load failed: the id is no longer the
            // password, so signing up again would end in 'the default password differs'
            { guard: 'passwordAlreadySet', target: 'loadingUser' },
            { target: 'signingUp' },
          ],
        },
        signingUp: {
          tags: ['busy'],
          invoke: [
            {
              src: 'signUp',
              input: ({ context }) => handOverOf(context),
              onDone: 'settingPassword',
              onError: [
                // S2 §4: a sign-up 401 (already registered) signs in instead
                { guard: 'alreadyRegistered', target: 'signingIn' },
                {
                  target: 'editing',
                  actions: assign({
                    error: ({ event }) => failureOf(ERRORS.externalSignUp, event.error),
                  }),
                },
              ],
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
              onDone: 'settingPassword',
              onError: {
                target: 'editing',
                actions: assign({
                  error: ({ event }) => failureOf(ERRORS.externalSignIn, event.error),
                }),
              },
            },
            OWN_INDICATOR,
          ],
        },
        settingPassword: {
          tags: ['busy'],
          invoke: [
            {
              src: 'setPassword',
              input: ({ context }) => {
                const userId = partnerIdOf(handOverOf(context).userId)
                // S2 §2.5 /ol/Login: on first use after registration the password equals the id
                return { userId, password: userId, newPassword: context.password }
              },
              onDone: { target: 'loadingUser', actions: assign({ passwordSet: true }) },
              onError: [
                {
                  // the token was refused: sign in again, once, and set the password again
                  guard: 'tokenRefused',
                  target: 'signingIn',
                  actions: assign({ signedInAgain: true }),
                },
                {
                  target: 'editing',
                  actions: assign({
                    error: ({ event }) => failureOf(GREETING_PASSWORD_SET, event.error),
                  }),
                },
              ],
            },
            OWN_INDICATOR,
          ],
        },
        loadingUser: {
          tags: ['busy'],
          invoke: [
            {
              src: 'adoptSession',
              onDone: [
                {
                  guard: { type: 'userLoaded', params: ({ event }) => ({ user: event.output }) },
                  target: '#partnerGreeting.completed',
                  actions: assign({ user: ({ event }) => event.output }),
                },
                { target: 'editing', actions: assign({ error: message('partner.signUpFailed') }) },
              ],
            },
            OWN_INDICATOR,
          ],
        },
      },
    },
    /** the completion dialog: id and name, licenses provided; closing it leaves */
    completed: {
      entry: enqueueActions(({ context, enqueue }) => {
        enqueue({
          type: 'notify',
          params: { message: message('partner.done.registered', { id: shownIdOf(context) ?? '' }) },
        })
      }),
      on: { CLOSE: 'leaving' },
    },
    leaving: {
      tags: ['busy'],
      entry: 'leave',
      type: 'final',
    },
  },
})
