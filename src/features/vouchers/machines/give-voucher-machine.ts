import { assign, setup } from 'xstate'
import type { RoleCode } from '../../../shared/domain/codes'
import type { VoucherValidityHours } from '../domain/codes'
import { DEFAULT_VOUCHER_VALIDITY } from '../domain/codes'
import type { Message } from '../../../shared/domain/messages'
import { message } from '../../../shared/domain/messages'
import { validateGive } from '../domain/voucher'
import type { Customer } from '../services/contract'
import { failureOf } from '../../../shared/machines/failure'
import { ERRORS } from '../domain/errors'
import { notProvided } from '../../../shared/machines/not-provided'
import { uiIndicator, OWN_INDICATOR } from '../../../shared/machines/own-indicator'

export interface GiveVoucherContext {
  appId: string
  hours: VoucherValidityHours
  customer: Customer | null
  error: Message | null
}

export type GiveVoucherEvent =
  | { type: 'APPID.CHANGE'; value: string }
  | { type: 'HOURS.CHANGE'; hours: VoucherValidityHours }
  | { type: 'SUBMIT'; roleList: readonly RoleCode[]; usableCount: number }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }

/** The machine's types: xstate reads them only when type checking, so the value is empty. */
const types: {
  context?: GiveVoucherContext
  events?: GiveVoucherEvent
} = {}

/**
 * Give a usage right to a customer (S1 §5): roles, app id and usable count checked; the customer is
 * confirmed first (checkCustomer); then setVoucher for 1, 3, 12 or 24 hours. Events are accepted
 * only where they make sense, so a second click while a call runs does nothing.
 */
export const giveVoucherMachine = setup({
  types,
  actors: {
    /** told while a state whose view shows its own loading indicator lasts */
    ownIndicator: uiIndicator,
    checkCustomer: notProvided<Customer, { appId: string }>('checkCustomer'),
    give: notProvided<{ usableCount: number }, { appId: string; hours: VoucherValidityHours }>(
      'give',
    ),
  },
  guards: {
    /** the last SUBMIT left a message */
    formInvalid: ({ context }) => context.error !== null,
  },
  actions: {
    notify: (_, _params: { message: Message }) => {},
    setUsableCount: (_, _params: { usableCount: number }) => {},
  },
}).createMachine({
  id: 'giveVoucher',
  context: { appId: '', hours: DEFAULT_VOUCHER_VALIDITY, customer: null, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'APPID.CHANGE': { actions: assign({ appId: ({ event }) => event.value, error: null }) },
        'HOURS.CHANGE': { actions: assign({ hours: ({ event }) => event.hours }) },
        SUBMIT: {
          target: 'validating',
          actions: assign({
            error: ({ context, event }) => validateGive({ ...event, appId: context.appId }),
          }),
        },
      },
    },
    /** the form was checked once, on SUBMIT: stay with the message or check the customer */
    validating: {
      always: [{ guard: 'formInvalid', target: 'editing' }, { target: 'checking' }],
    },
    checking: {
      invoke: [
        {
          id: 'checkCustomer',
          src: 'checkCustomer',
          input: ({ context }) => ({ appId: context.appId.trim() }),
          onDone: {
            target: 'confirming',
            actions: assign({ customer: ({ event }) => event.output }),
          },
          onError: {
            target: 'editing',
            actions: assign({
              error: ({ event }) => failureOf(ERRORS.checkCustomer, event.error),
            }),
          },
        },
        OWN_INDICATOR,
      ],
    },
    confirming: {
      on: {
        CONFIRM: 'giving',
        CANCEL: { target: 'editing', actions: assign({ customer: null }) },
      },
    },
    giving: {
      invoke: [
        {
          id: 'give',
          src: 'give',
          input: ({ context }) => ({ appId: context.appId.trim(), hours: context.hours }),
          onDone: {
            target: 'editing',
            actions: [
              {
                type: 'setUsableCount',
                params: ({ event }) => ({ usableCount: event.output.usableCount }),
              },
              {
                type: 'notify',
                params: ({ context }) => ({
                  message: message('give.success', { name: context.customer?.name ?? '' }),
                }),
              },
              assign({ appId: '', customer: null }),
            ],
          },
          onError: {
            target: 'editing',
            actions: assign({
              customer: null,
              error: ({ event }) => failureOf(ERRORS.setVoucher, event.error),
            }),
          },
        },
        OWN_INDICATOR,
      ],
    },
  },
})
