import { assign, fromPromise, setup } from 'xstate'
import type { CheckupItem } from '../domain/checkup'
import { isOwnCustomer } from '../domain/checkup'
import type { Message } from '../domain/messages'
import { message } from '../domain/messages'
import type { SessionUser } from '../domain/user'
import { failureOf } from './failure'

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

/**
 * Single print (S1 §4): owner check -> privacy destruction consent -> make the temporary PDF ->
 * open the print view in a new window -> the list reloads. Output `reload` tells the dashboard.
 */
export const singlePrintMachine = setup({
  types: {
    input: {} as SinglePrintInput,
    context: {} as SinglePrintContext,
    events: {} as SinglePrintEvent,
    output: {} as { reload: boolean },
  },
  actors: {
    makeSingle: fromPromise<string, { checkupNo: number }>(async () => {
      throw new Error('makeSingle not provided')
    }),
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
            assign({ error: ({ event }) => failureOf('make', event.error) }),
            {
              type: 'notify',
              params: ({ event }) => ({
                message: failureOf('make', event.error),
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
