import { assign, type EventObject } from 'xstate'
import { message, type Message } from '../../../shared/domain/messages'
import type { ErrorRow } from '../../../shared/domain/error-catalogue'
import { failureOf } from '../../../shared/machines/failure'
import { OWN_INDICATOR } from '../../../shared/machines/own-indicator'
import { isOpenableLink } from '../domain/partner'

/** What a link page keeps of the deep link it opens. */
export interface DeepLinkContext {
  deepLink: string | null
  error: Message | null
}

/**
 * The last steps of a link page (S2 §2.5, §8), the coupon's and the FC link's alike: the gateway
 * is asked for the deep link (`src`); one that may be opened (`isOpenableLink`) is opened, and
 * opened again on OPEN; a failure is alerted with the catalogue row's message and the page goes
 * back. Spread into the machine's states, whose setup has the `src` actor and the
 * `openDeepLink`, `notify` and `goBack` actions.
 */
export function deepLinkStates<TContext extends DeepLinkContext, TEvent extends EventObject>() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Any = any
  const set = (f: (args: { event: Any }) => Partial<DeepLinkContext>) =>
    assign<TContext, Any, undefined, TEvent, Any>((args) => f(args) as Partial<TContext>)
  return <TSrc extends string, TInput>(
    src: TSrc,
    input: (args: { context: TContext }) => TInput,
    row: ErrorRow,
  ) =>
    ({
      asking: {
        tags: ['busy'],
        invoke: [
          {
            src,
            input,
            onDone: [
              {
                guard: ({ event }: { event: { output: string } }) => isOpenableLink(event.output),
                target: 'opened',
                actions: set(({ event }) => ({ deepLink: event.output })),
              },
              {
                target: 'failed',
                actions: set(() => ({ error: message('common.unexpectedResponse') })),
              },
            ],
            onError: {
              target: 'failed',
              actions: set(({ event }) => ({ error: failureOf(row, event.error) })),
            },
          },
          OWN_INDICATOR,
        ],
      },
      opened: {
        entry: {
          type: 'openDeepLink',
          params: ({ context }: { context: TContext }) => ({ link: context.deepLink! }),
        },
        on: {
          OPEN: {
            actions: {
              type: 'openDeepLink',
              params: ({ context }: { context: TContext }) => ({ link: context.deepLink! }),
            },
          },
        },
      },
      failed: {
        entry: [
          {
            type: 'notify',
            params: ({ context }: { context: TContext }) => ({ message: context.error! }),
          },
          'goBack',
        ],
      },
    }) as const
}
