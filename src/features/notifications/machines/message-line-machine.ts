import { assign, setup } from 'xstate'
import { VBANK_POLL_MS } from '../domain/codes'
import type { Message } from '../../../shared/domain/messages'
import { message } from '../../../shared/domain/messages'
import { copyTextOf, type MessageLineContent, type VbankInfo } from '../domain/notification'
import { notProvided } from '../../../shared/machines/not-provided'
import { noIndicator, OWN_INDICATOR } from '../../../shared/machines/own-indicator'

export interface MessageLineContext {
  content: MessageLineContent | null
}

/** The message of a copy that ended, of the line's kind (the account or the FC link). */
const copied =
  (outcome: 'Done' | 'Failed') =>
  ({ context }: { context: MessageLineContext }) => ({
    message: message(
      context.content?.kind === 'vbank' ? `copy.account${outcome}` : `copy.fcLink${outcome}`,
    ),
    tone: outcome === 'Done' ? ('success' as const) : ('error' as const),
  })

/**
 * The app bar's running message line (S1 §2, §4): the virtual-bank info, polled every 300000 ms;
 * a null answer clears the line, stops polling and shows the FC link instead. Fetch failures are
 * only logged (S1 §8). COPY copies the line, with the success or failure message of its kind.
 * When the account the line showed goes away, its deposit has arrived: the rights were granted
 * and a notification sent, so `usableCountStale` and `notificationsChanged` say so.
 */
export const messageLineMachine = setup({
  types: {
    context: {} as MessageLineContext,
    events: {} as
      | { type: 'COPY' }
      | { type: 'REFRESH' }
      | { type: 'SESSION.STARTED' }
      | { type: 'SESSION.ENDED' },
  },
  actors: {
    /** told while a state whose view shows its own loading indicator lasts */
    ownIndicator: noIndicator,
    vbankInfo: notProvided<VbankInfo | null>('vbankInfo'),
    fcLinkUrl: notProvided<string | null>('fcLinkUrl'),
    copy: notProvided<void, { text: string }>('copy'),
  },
  actions: {
    notify: (_, _params: { message: Message; tone?: 'info' | 'success' | 'error' }) => {},
    log: (_, _params: { error: unknown }) => {},
    /** the usable count changed on the server by what the portal does not know */
    usableCountStale: () => {},
    /** the server has new notifications */
    notificationsChanged: () => {},
  },
  delays: { vbankPollInterval: VBANK_POLL_MS },
}).createMachine({
  id: 'messageLine',
  context: { content: null },
  initial: 'inactive',
  states: {
    /** nobody signed in: no polling, no line */
    inactive: {
      entry: assign({ content: null }),
      on: { 'SESSION.STARTED': 'active' },
    },
    active: {
      on: {
        'SESSION.ENDED': 'inactive',
        // a virtual account was just issued: read it now (and poll again)
        REFRESH: '.source.fetchingVbank',
      },
      type: 'parallel',
      states: {
        source: {
          initial: 'fetchingVbank',
          states: {
            fetchingVbank: {
              invoke: {
                id: 'vbankInfo',
                src: 'vbankInfo',
                onDone: [
                  {
                    // the account the line showed is gone: its deposit arrived (S1 §4)
                    guard: ({ context, event }) =>
                      event.output === null && context.content?.kind === 'vbank',
                    target: 'fetchingFcLink',
                    actions: [
                      assign({ content: null }),
                      'usableCountStale',
                      'notificationsChanged',
                    ],
                  },
                  {
                    guard: ({ event }) => event.output === null,
                    target: 'fetchingFcLink',
                    actions: assign({ content: null }),
                  },
                  {
                    target: 'waiting',
                    actions: assign({
                      content: ({ event }) => ({ kind: 'vbank', info: event.output! }),
                    }),
                  },
                ],
                onError: {
                  target: 'waiting',
                  actions: { type: 'log', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            waiting: { after: { vbankPollInterval: 'fetchingVbank' } },
            fetchingFcLink: {
              invoke: {
                id: 'fcLinkUrl',
                src: 'fcLinkUrl',
                onDone: {
                  target: 'stopped',
                  actions: assign({
                    content: ({ event }) =>
                      event.output ? { kind: 'fcLink', url: event.output } : null,
                  }),
                },
                onError: {
                  target: 'stopped',
                  actions: { type: 'log', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            /** polling has stopped (S1 §4) */
            stopped: {},
          },
        },
        copy: {
          initial: 'idle',
          states: {
            idle: {
              on: { COPY: { guard: ({ context }) => context.content !== null, target: 'copying' } },
            },
            copying: {
              tags: ['copying'],
              invoke: [
                {
                  id: 'copy',
                  src: 'copy',
                  input: ({ context }) => ({
                    text: context.content ? copyTextOf(context.content) : '',
                  }),
                  onDone: { target: 'idle', actions: { type: 'notify', params: copied('Done') } },
                  onError: {
                    target: 'idle',
                    actions: { type: 'notify', params: copied('Failed') },
                  },
                },
                OWN_INDICATOR,
              ],
            },
          },
        },
      },
    },
  },
})
