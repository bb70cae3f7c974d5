import { passwordSetMachine } from '../../../src/features/session/machines/password-set-machine'
import { ERRORS } from '../../../src/features/session/domain/errors'
import type { PasswordSetFields } from '../../../src/features/session/domain/password-set'
import { LIMITS } from '../../../src/shared/domain/codes'
import type { SessionUser } from '../../../src/shared/domain/user'
import { wireSession } from '../../../src/features/session/wire'
import { NO_ROUTES } from '../live'
import { DEMO_PASSWORD } from '../../support/api'
import { sessionFor } from '../../support/sessions'
import { defineModel, failuresOf } from '../model'

/** a valid new password (S2 §5.1): a letter, a digit, a special, 8 to 15 characters */
const valid = 'Abcd123!'
/** the longest valid new password */
const longest = `Ab1!${'x'.repeat(LIMITS.passwordMax - 4)}`

const submit = (fields: PasswordSetFields) => ({ type: 'SUBMIT', ...fields }) as const

const refreshed: SessionUser = { ...sessionFor(3, 'F', ['RM']), passwordPending: false }

/**
 * The live account: fc0001, whose password is the demo one (the live run signs in with it; the
 * pending accounts `newbie`, `newbie2` have their own), so that is the initial password typed.
 */
const INITIAL = DEMO_PASSWORD

/**
 * The first password (S1 §5, S2 §5.1): an empty form; an initial password one past the contract's
 * limit; a new password one short of the rule and a confirmation that differs; valid ones (the
 * shortest with padding to trim, the longest).
 */
export default defineModel({
  machine: passwordSetMachine,
  input: { userId: 'fc0001' },
  events: (snapshot) =>
    snapshot.matches('editing')
      ? [
          submit({ initial: '', newPassword: '', confirm: '' }),
          submit({
            initial: 'x'.repeat(LIMITS.passwordFieldMax + 1),
            newPassword: valid,
            confirm: valid,
          }),
          submit({ initial: INITIAL, newPassword: valid.slice(1), confirm: valid.slice(1) }),
          submit({ initial: INITIAL, newPassword: valid, confirm: `${valid}9` }),
          submit({ initial: ` ${INITIAL} `, newPassword: ` ${valid} `, confirm: valid }),
          submit({ initial: INITIAL, newPassword: longest, confirm: longest }),
        ]
      : [],
  answers: {
    setPassword: {
      outputs: [undefined],
      failures: failuresOf(ERRORS.passwordSet),
      shows: { row: ERRORS.passwordSet, read: (s) => s.context.error },
    },
    refreshSession: {
      outputs: [refreshed, null],
      // no failure: `freshSession` asks the session actor, which absorbs every fetch failure
      // (decision 079)
    },
  },
  depth: 6,
  live: {
    account: 'fc0001',
    // `refreshSession` (`freshSession`) asks the portal's session actor: the live system has one,
    // which fetches fc0001's session again from the mock after the password is set
    session: true,
    wire: (ctx) =>
      wireSession(ctx, NO_ROUTES).passwordSet.provide({
        actions: { notify: () => {} },
      }),
    operations: { setPassword: 'passwordSet' },
    minimumPaths: 8,
  },
})
