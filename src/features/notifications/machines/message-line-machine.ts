import { assertEvent, assign, setup } from 'xstate'
import { VBANK_POLL_MS } from '../domain/codes'
import type { Message } from '../../../shared/domain/messages'
import { message } from '../../../shared/domain/messages'
import {
  copyTextOf,
  isMessageLineContent,
  type MessageLineContent,
  type VbankInfo,
} from '../domain/notification'
import type { FrameMemory, RememberedLine } from '../../../shared/services/frame-memory'
import type { ShareContent, ShareOutcome } from '../../../shared/services/share'
import { SHARE_GUARDS, shareEndsIn } from '../../../shared/machines/share'
import { notProvided } from '../../../shared/machines/not-provided'
import { present } from '../../../shared/machines/present'
import { uiIndicator, OWN_INDICATOR } from '../../../shared/machines/own-indicator'

export interface MessageLineContext {
  content: MessageLineContent | null
  /** the signed-in user (`User.userId`), whose line the frame memory keeps */
  user: string | null
  /**
   * the content is the one the user was last shown (the signed-in frame's, decision 052), not yet
   * the server's answer of this session
   */
  recalled: boolean
}

export type MessageLineEvent =
  | { type: 'COPY' }
  /** hands the line's link or account to the phone's share sheet (issue 46) */
  | { type: 'SHARE' }
  | { type: 'REFRESH' }
  | { type: 'SESSION.STARTED'; session: { user: { userId: string } } }
  | { type: 'SESSION.ENDED' }
  /** the view drew the line with these words ('' for no line) */
  | { type: 'LINE.SHOWN'; text: string }

/** The message of a copy that ended, of the line's kind (the account or the FC link). */
const copied =
  (outcome: 'Done' | 'Failed') =>
  ({ context }: { context: MessageLineContext }) => ({
    message: message(
      context.content?.kind === 'vbank' ? `copy.account${outcome}` : `copy.fcLink${outcome}`,
    ),
    tone: outcome === 'Done' ? ('success' as const) : ('error' as const),
  })

/** The machine's types: xstate reads them only when type checking, so the value is empty. */
const types: {
  context?: MessageLineContext
  events?: MessageLineEvent
} = {}

/**
 * The app bar's running message line (S1 §2, §4): the virtual-bank info, polled every 300000 ms;
 * a null answer clears the line, stops polling and shows the FC link instead. Fetch failures are
 * only logged (S1 §8). COPY copies the line, with the success or failure message of its kind.
 * When the account the line showed goes away, its deposit has arrived: the rights were granted
 * and a notification sent, so `usableCountStale` and `notificationsChanged` say so.
 * The line a user was last shown is kept for the signed-in frame (decision 052): taken back when
 * their session starts (`recall`) and shown until the server answers, kept as drawn (`LINE.SHOWN`
 * -> `remember`), and forgotten when the session ends or the line goes away.
 */
export const messageLineMachine = setup({
  types,
  actors: {
    /** told while a state whose view shows its own loading indicator lasts */
    ownIndicator: uiIndicator,
    vbankInfo: notProvided<VbankInfo | null>('vbankInfo'),
    fcLinkUrl: notProvided<string | null>('fcLinkUrl'),
    copy: notProvided<void, { text: string }>('copy'),
    share: notProvided<ShareOutcome, ShareContent>('share'),
  },
  actions: {
    notify: (_, _params: { message: Message; tone?: 'info' | 'success' | 'error' }) => {},
    log: (_, _params: { error: unknown }) => {},
    /** the usable count changed on the server by what the portal does not know */
    usableCountStale: () => {},
    /** the server has new notifications */
    notificationsChanged: () => {},
    /**
     * takes back the line `user` was last shown (the frame memory), as `content` with `recalled`;
     * nothing when none is kept for them
     */
    recall: assign((_, _params: { user: string }) => ({})),
    /** keeps the line as drawn for the next signed-in frame */
    remember: (_, _params: { user: string; text: string; content: MessageLineContent }) => {},
    /** the session ended or the line went away: the frame keeps no line */
    forget: () => {},
  },
  guards: {
    ...SHARE_GUARDS,
    /** the account the line showed in this session is gone: its deposit arrived (S1 §4) */
    depositArrived: ({ context }, { info }: { info: VbankInfo | null }) =>
      info === null && context.content?.kind === 'vbank' && !context.recalled,
    /** no virtual account awaits a deposit: the FC link is shown instead */
    noAccount: (_, { info }: { info: VbankInfo | null }) => info === null,
    /** a line is shown: it may be copied or shared */
    lineShown: ({ context }) => context.content !== null,
    /** the view drew a line, for a signed-in user: it is kept for their next frame */
    lineDrawn: ({ context, event }) => {
      assertEvent(event, 'LINE.SHOWN')
      return event.text !== '' && context.content !== null && context.user !== null
    },
  },
  delays: { vbankPollInterval: VBANK_POLL_MS },
}).createMachine({
  id: 'messageLine',
  context: { content: null, user: null, recalled: false },
  initial: 'inactive',
  states: {
    /** nobody signed in: no polling, no line */
    inactive: {
      entry: assign({ content: null, user: null, recalled: false }),
      on: {
        'SESSION.STARTED': {
          target: 'active',
          actions: [
            assign({ user: ({ event }) => event.session.user.userId }),
            { type: 'recall', params: ({ event }) => ({ user: event.session.user.userId }) },
          ],
        },
      },
    },
    active: {
      on: {
        'SESSION.ENDED': { target: 'inactive', actions: 'forget' },
        'LINE.SHOWN': [
          {
            guard: 'lineDrawn',
            actions: {
              type: 'remember',
              params: ({ context, event }) => ({
                user: present(context.user, 'the signed-in user'),
                text: event.text,
                content: present(context.content, 'the line drawn'),
              }),
            },
          },
          { actions: 'forget' },
        ],
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
                    // the account the line showed in this session is gone: its deposit arrived
                    // (S1 §4)
                    guard: {
                      type: 'depositArrived',
                      params: ({ event }) => ({ info: event.output }),
                    },
                    target: 'fetchingFcLink',
                    actions: [
                      assign({ content: null }),
                      'usableCountStale',
                      'notificationsChanged',
                    ],
                  },
                  {
                    guard: { type: 'noAccount', params: ({ event }) => ({ info: event.output }) },
                    target: 'fetchingFcLink',
                    // a remembered FC link stays until the server's (no blink); an account goes
                    actions: assign({
                      content: ({ context }) =>
                        context.recalled && context.content?.kind === 'fcLink'
                          ? context.content
                          : null,
                    }),
                  },
                  {
                    target: 'waiting',
                    actions: assign({
                      content: ({ event }) => ({
                        kind: 'vbank',
                        info: present(event.output, 'the virtual account'),
                      }),
                      recalled: false,
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
                    recalled: false,
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
              on: {
                COPY: { guard: 'lineShown', target: 'copying' },
                SHARE: { guard: 'lineShown', target: 'sharing' },
              },
            },
            sharing: {
              tags: ['sharing'],
              invoke: [
                {
                  id: 'share',
                  src: 'share',
                  input: ({ context }) => ({
                    text: context.content ? copyTextOf(context.content) : '',
                  }),
                  ...shareEndsIn('idle'),
                },
                OWN_INDICATOR,
              ],
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

/**
 * The message line's memory for the signed-in frame (decision 052): the line kept for `user`
 * comes back as the first content; a line kept for someone else, or of a shape this build does
 * not know, does not.
 */
export function frameLineActions(memory: FrameMemory) {
  return {
    recall: assign<MessageLineContext, MessageLineEvent, { user: string }, MessageLineEvent, never>(
      (_, { user }) => {
        const kept = memory.read()
        return kept?.user === user && isMessageLineContent(kept.content)
          ? { content: kept.content, recalled: true }
          : {}
      },
    ),
    remember: (_: unknown, line: RememberedLine) => memory.write(line),
    forget: () => memory.clear(),
  }
}
