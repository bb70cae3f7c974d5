import { assign, setup } from 'xstate'
import type { CheckupItem } from '../domain/checkup'
import { isOwnCustomer } from '../domain/checkup'
import type { Message } from '../../../shared/domain/messages'
import { message } from '../../../shared/domain/messages'
import type { SessionUser } from '../../../shared/domain/user'
import { failureOf } from '../../../shared/machines/failure'
import { ERRORS } from '../domain/errors'
import { notProvided } from '../../../shared/machines/not-provided'

export interface SinglePrintInput {
  item: CheckupItem
  session: SessionUser
}

export interface SinglePrintContext extends SinglePrintInput {
  tempPdf: string | null
  error: Message | null
}

export type SinglePrintEvent =
  { type: 'CONSENT.ACCEPT' } | { type: 'CONSENT.DECLINE' } | { type: 'CLOSE' }

// xstate reads `types` only for inference; every field is optional, so `{}` is a value of it
const types: {
  input?: SinglePrintInput
  context?: SinglePrintContext
  events?: SinglePrintEvent
  output?: { reload: boolean }
} = {}

/**
 * Single print (S1 §4): owner check -> privacy destruction consent -> make the temporary PDF ->
 * open the print view in a new window -> the list reloads. Output `reload` tells the dashboard.
 */
export const singlePrintMachine = setup({
  types,
  actors: {
    makeSingle: notProvided<string, { checkupNo: number }>('makeSingle'),
  },
  actions: {
    notify: (_, _params: { message: Message }) => {},
    openPrintView: (_, _params: { tempPdf: string }) => {},
  },
  guards: {
    isOwner: ({ context }) => isOwnCustomer(context.item, context.session),
    isEmpty: (_, params: { tempPdf: string }) => params.tempPdf === '',
  },
}).createMachine({
  id: 'singlePrint',
  context: ({ input }) => ({ ...input, tempPdf: null, error: null }),
  initial: 'checkingOwner',
  states: {
    checkingOwner: {
      always: [
        { guard: 'isOwner', target: 'consent' },
        {
          target: 'refused',
          actions: { type: 'notify', params: { message: message('print.notOwner') } },
        },
      ],
    },
    consent: {
      on: {
        'CONSENT.ACCEPT': 'making',
        'CONSENT.DECLINE': {
          target: 'declined',
          actions: { type: 'notify', params: { message: message('print.declined') } },
        },
      },
    },
    making: {
      invoke: {
        id: 'makeSingle',
        src: 'makeSingle',
        input: ({ context }) => ({ checkupNo: context.item.checkupNo }),
        onDone: [
          {
            guard: { type: 'isEmpty', params: ({ event }) => ({ tempPdf: event.output }) },
            target: 'empty',
            actions: assign({ tempPdf: '' }),
          },
          {
            target: 'printed',
            actions: [
              assign({ tempPdf: ({ event }) => event.output }),
              { type: 'openPrintView', params: ({ event }) => ({ tempPdf: event.output }) },
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => failureOf(ERRORS.make, event.error) }),
            {
              type: 'notify',
              params: ({ event }) => ({
                message: failureOf(ERRORS.make, event.error),
              }),
            },
          ],
        },
      },
    },
    /** '출력 오류' dialog until closed */
    empty: { on: { CLOSE: 'closed' } },
    refused: { type: 'final' },
    declined: { type: 'final' },
    failed: { type: 'final' },
    closed: { type: 'final' },
    printed: { type: 'final' },
  },
  output: ({ context }) => ({ reload: !!context.tempPdf }),
})
