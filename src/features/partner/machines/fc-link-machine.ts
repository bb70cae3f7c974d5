import { assign, setup } from 'xstate'
import type { Message } from '../../../shared/domain/messages'
import { failureOf } from '../../../shared/machines/failure'
import { notProvided } from '../../../shared/machines/not-provided'
import { present } from '../../../shared/machines/present'
import { uiIndicator, OWN_INDICATOR } from '../../../shared/machines/own-indicator'
import { ERRORS } from '../domain/errors'
import { DEEP_LINK_GUARDS, deepLinkStates } from './deep-link-states'
import type { FcInfo } from '../services/contract'

export interface FcLinkContext {
  linkCode: string
  /** the tab has a page of the portal before this one */
  canGoBack: boolean
  fc: FcInfo | null
  clink: string | null
  deepLink: string | null
  error: Message | null
}

type ExternalLinkInput = FcInfo & { cacheId: string; linkCode: string }

// xstate reads `types` only for inference; every field is optional, so `{}` is a value of it
const types: {
  context?: FcLinkContext
  input?: { linkCode: string; canGoBack?: boolean }
  events?: { type: 'OPEN' } | { type: 'BACK' }
} = {}

/**
 * /F/{linkCode} (S2 §2.5, §7, §8): the code is checked (FC link check), the FC's customer
 * channel link made (external link), its deep link asked of the gateway (gateway FC link) and
 * opened. 401 'wrong FC code', 404 'FC code not found', 400 'wrong parameter', others 'error';
 * then back.
 */
export const fcLinkMachine = setup({
  types,
  actors: {
    ownIndicator: uiIndicator,
    checkFcLink: notProvided<FcInfo, { linkCode: string }>('checkFcLink'),
    externalLink: notProvided<{ clink: string; cacheId: string }, ExternalLinkInput>(
      'externalLink',
    ),
    fcDeepLink: notProvided<string, { clink: string }>('fcDeepLink'),
  },
  actions: {
    openDeepLink: (_, _params: { link: string }) => {},
    goBack: () => {},
  },
  guards: {
    ...DEEP_LINK_GUARDS,
    canGoBack: ({ context }) => context.canGoBack,
  },
}).createMachine({
  id: 'partnerFcLink',
  context: ({ input }) => ({
    linkCode: input.linkCode,
    canGoBack: input.canGoBack ?? false,
    fc: null,
    clink: null,
    deepLink: null,
    error: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      tags: ['busy'],
      invoke: [
        {
          src: 'checkFcLink',
          input: ({ context }) => ({ linkCode: context.linkCode }),
          onDone: { target: 'linking', actions: assign({ fc: ({ event }) => event.output }) },
          onError: {
            target: 'failed',
            actions: assign({ error: ({ event }) => failureOf(ERRORS.fcLinkCheck, event.error) }),
          },
        },
        OWN_INDICATOR,
      ],
    },
    linking: {
      tags: ['busy'],
      invoke: [
        {
          src: 'externalLink',
          // `linking` is entered with the FC the check found
          input: ({ context }) => ({
            ...present(context.fc, 'the FC checked'),
            cacheId: '',
            linkCode: context.linkCode,
          }),
          onDone: {
            target: 'asking',
            actions: assign({ clink: ({ event }) => event.output.clink }),
          },
          onError: {
            target: 'failed',
            actions: assign({ error: ({ event }) => failureOf(ERRORS.externalLink, event.error) }),
          },
        },
        OWN_INDICATOR,
      ],
    },
    ...deepLinkStates<FcLinkContext, { type: 'OPEN' } | { type: 'BACK' }>()(
      'fcDeepLink',
      ({ context }) => ({ clink: present(context.clink, 'the channel link') }),
      ERRORS.gatewayFcLink,
    ),
  },
})
