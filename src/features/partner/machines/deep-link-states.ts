import { assign, type DoneActorEvent, type ErrorActorEvent, type EventObject } from 'xstate'
import { message, type Message } from '../../../shared/domain/messages'
import type { ErrorRow } from '../../../shared/domain/error-catalogue'
import { failureOf } from '../../../shared/machines/failure'
import { OWN_INDICATOR } from '../../../shared/machines/own-indicator'
import { present } from '../../../shared/machines/present'
import { isOpenableLink } from '../domain/partner'

/** What a link page keeps of the deep link it opens. */
export interface DeepLinkContext {
  deepLink: string | null
  error: Message | null
}

/** The guards of `deepLinkStates`, which the machine registers in its setup. */
export const DEEP_LINK_GUARDS = {
  /** the gateway's deep link may be opened (`isOpenableLink`) */
  openableLink: (_: unknown, { link }: { link: string }) => isOpenableLink(link),
}

/**
 * The last steps of a link page (S2 §2.5, §8), the coupon's and the FC link's alike: the gateway
 * is asked for the deep link (`src`); one that may be opened (`isOpenableLink`) is opened, and
 * opened again on OPEN; a failure is shown with the catalogue row's message (`ALERT_THEN_BACK`).
 * Spread into the machine's states, whose setup has the `src` actor, the `openDeepLink` and
 * `goBack` actions, the `canGoBack` guard and `DEEP_LINK_GUARDS`.
 */
export function deepLinkStates<TContext extends DeepLinkContext, TEvent extends EventObject>() {
  // a cast: the type checker cannot tell that a part of `DeepLinkContext` is a part of every
  // context extending it (one could narrow its fields); the link pages' contexts do not
  const set = <E extends EventObject>(f: (args: { event: E }) => Partial<DeepLinkContext>) =>
    assign<TContext, E, undefined, TEvent, never>((args) => f(args) as Partial<TContext>)
  // `opened` is entered with the deep link its answer gave
  const openDeepLink = {
    type: 'openDeepLink',
    params: ({ context }: { context: TContext }) => ({
      link: present(context.deepLink, 'the deep link'),
    }),
  } as const
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
                guard: {
                  type: 'openableLink',
                  params: ({ event }: { event: { output: string } }) => ({ link: event.output }),
                },
                target: 'opened',
                actions: set(({ event }: { event: DoneActorEvent<string> }) => ({
                  deepLink: event.output,
                })),
              },
              {
                target: 'failed',
                actions: set<DoneActorEvent<string>>(() => ({
                  error: message('common.unexpectedResponse'),
                })),
              },
            ],
            onError: {
              target: 'failed',
              actions: set(({ event }: { event: ErrorActorEvent }) => ({
                error: failureOf(row, event.error),
              })),
            },
          },
          OWN_INDICATOR,
        ],
      },
      opened: {
        entry: openDeepLink,
        on: { OPEN: { actions: openDeepLink } },
      },
      failed: ALERT_THEN_BACK,
    }) as const
}

/**
 * S2 §4 link pages: a failure "alerts and goes back". The page shows the message (the alert, said
 * once) and, when the tab has a page of the portal before it (`canGoBack`, from the input), a
 * button that goes back to it, as confirming the alert did. Opened from outside (a text message,
 * a new tab) there is nothing of the portal to go back to: the message stays. Going back by
 * itself would take the message away with the page, whose snackbar does not outlive it.
 */
export const ALERT_THEN_BACK = {
  on: { BACK: { guard: 'canGoBack', actions: 'goBack' } },
} as const
