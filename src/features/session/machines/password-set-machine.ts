import { assertEvent, assign, setup } from 'xstate'
import type { Message } from '../../../shared/domain/messages'
import type { SessionUser } from '../../../shared/domain/user'
import { message } from '../../../shared/domain/messages'
import { PATHS } from '../../../shared/domain/routes'
import { validatePasswordSet, type PasswordSetFields } from '../domain/password-set'
import { failureOf } from '../../../shared/machines/failure'
import { ERRORS } from '../domain/errors'
import { notProvided } from '../../../shared/machines/not-provided'
import { uiIndicator, OWN_INDICATOR } from '../../../shared/machines/own-indicator'

export interface PasswordSetContext {
  userId: string
  fieldErrors: Partial<Record<keyof PasswordSetFields, Message>>
  error: Message | null
}

export type PasswordSetEvent = { type: 'SUBMIT' } & PasswordSetFields

const goHome = { type: 'navigate', params: { to: PATHS.home, replace: true } } as const

/** The machine's types: xstate reads them only when type checking, so the value is empty. */
const types: {
  context?: PasswordSetContext
  events?: PasswordSetEvent
  input?: { userId: string }
} = {}

/**
 * First-password setting. S1 §5: initial required, new required (and a valid password, S2 §5.1),
 * confirmation equal; S1 §8: 404 wrong initial password, other status in the message; success
 * says the password changed, the session is read again (no longer pending, decision 012) and '/'
 * replaces the page in the history.
 */
export const passwordSetMachine = setup({
  types,
  actors: {
    /** told while a state whose view shows its own loading indicator lasts */
    ownIndicator: uiIndicator,
    setPassword: notProvided<void, { userId: string; password: string; newPassword: string }>(
      'setPassword',
    ),
    /** the session read again: it is no longer pending (decision 012) */
    refreshSession: notProvided<SessionUser | null>('refreshSession'),
  },
  actions: {
    navigate: (_, _params: { to: string; replace?: boolean }) => {},
    notify: (_, _params: { message: Message }) => {},
  },
  guards: {
    /** the last SUBMIT left field errors */
    formInvalid: ({ context }) => Object.values(context.fieldErrors).some(Boolean),
  },
}).createMachine({
  id: 'passwordSet',
  context: ({ input }) => ({ userId: input.userId, fieldErrors: {}, error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: {
          target: 'validating',
          actions: assign({ fieldErrors: ({ event }) => validatePasswordSet(event), error: null }),
        },
      },
    },
    /** the fields were checked once, on SUBMIT: stay with the errors or submit */
    validating: {
      always: [{ guard: 'formInvalid', target: 'editing' }, { target: 'submitting' }],
    },
    submitting: {
      invoke: [
        {
          id: 'setPassword',
          src: 'setPassword',
          input: ({ context, event }) => {
            assertEvent(event, 'SUBMIT')
            return {
              userId: context.userId,
              password: event.initial.trim(),
              newPassword: event.newPassword.trim(),
            }
          },
          onDone: {
            target: 'refreshing',
            actions: { type: 'notify', params: { message: message('passwordSet.success') } },
          },
          onError: {
            target: 'editing',
            actions: assign({
              error: ({ event }) => failureOf(ERRORS.passwordSet, event.error),
            }),
          },
        },
        OWN_INDICATOR,
      ],
    },
    /** the portal opens once the session says the password is set; home replaces this page */
    refreshing: {
      invoke: [
        {
          id: 'refreshSession',
          src: 'refreshSession',
          onDone: { target: 'done', actions: goHome },
        },
        // the button keeps spinning until the portal opens
        OWN_INDICATOR,
      ],
    },
    done: { type: 'final' },
  },
})
