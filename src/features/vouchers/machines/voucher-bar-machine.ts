import { assertEvent, assign, enqueueActions, not, or, setup, stateIn } from 'xstate'
import type { Message } from '../../../shared/domain/messages'
import { message } from '../../../shared/domain/messages'
import { appBarFeatures, type SessionUser } from '../../../shared/domain/user'
import { clampVoucherCount, readCountInput, validateVoucherCount } from '../domain/voucher'
import type { DownloadedFile } from '../../../shared/services/http-client'
import { qrCountdownMachine } from './qr-countdown-machine'
import { notifyFailure, savedOrSaid } from '../../../shared/machines/failure'
import { ERRORS } from '../domain/errors'
import { notProvided } from '../../../shared/machines/not-provided'
import { uiIndicator, OWN_INDICATOR } from '../../../shared/machines/own-indicator'

export interface VoucherBarContext {
  /** what the user typed, kept as typed until it is committed */
  draft: string
  /** why the last CREATE was refused (more than one call creates), until the count changes */
  countError: Message | null
  qrVoucher: boolean
  /** the QR link of the voucher just created (site 48) */
  qrLink: string | null
  /** the QR popup's code has arrived (it is a chunk of its own): only then is a QR voucher made */
  qrViewReady: boolean
}

export type VoucherBarEvent =
  | { type: 'COUNT.CHANGE'; value: string }
  /** the input left: the draft is clamped to the usable count (the session's, read by the view) */
  | { type: 'COUNT.COMMIT'; usableCount: number }
  /** someone signed in: whether their vouchers are QR vouchers (site 48); their usable count then,
   * which the draft starts clamped to (nothing usable: 0). Every app-bar actor is told so. */
  | { type: 'SESSION.STARTED'; session: SessionUser }
  /** signed out: the tools start over */
  | { type: 'SESSION.ENDED' }
  /** create the drafted count, clamped to the usable count (the session's, read by the view) */
  | { type: 'CREATE'; usableCount: number }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'HISTORY.DOWNLOAD' }

/** Before anyone signs in: nothing usable, one voucher drafted once there is. */
const initialContext = (): VoucherBarContext => ({
  draft: '1',
  countError: null,
  qrVoucher: false,
  qrLink: null,
  qrViewReady: false,
})

const clampDraft = (draft: string, usableCount: number) =>
  String(clampVoucherCount(Number(draft), usableCount))

/** What the contract would refuse of the clamped count, other than no usable rights. */
const countRefusal = (context: VoucherBarContext, usableCount: number) => {
  const count = clampVoucherCount(Number(context.draft), usableCount)
  return count === 0 ? null : validateVoucherCount(count)
}

/** The machine's types: xstate reads them only when type checking, so the value is empty. */
const types: {
  context?: VoucherBarContext
  events?: VoucherBarEvent
  children?: { qrCountdown: 'qrCountdown' }
} = {}

/**
 * The app bar's voucher tools (S1 §2, §4, §5): the count input clamped to the usable count,
 * create vouchers, and the creation history. Site 48 creates a QR voucher: the newest unread
 * notification's `additional` is the QR link, shown with a 120 s countdown.
 */
export const voucherBarMachine = setup({
  types,
  actors: {
    /** told while a state whose view shows its own loading indicator lasts */
    ownIndicator: uiIndicator,
    createVoucher: notProvided<{ created: number; usableCount: number }, { count: number }>(
      'createVoucher',
    ),
    newestQrLink: notProvided<string | null>('newestQrLink'),
    /** fetches the QR popup's code: a chunk of its own, as only site 48 shows it */
    qrView: notProvided<void>('qrView'),
    historyExcel: notProvided<DownloadedFile>('historyExcel'),
    qrCountdown: qrCountdownMachine,
  },
  actions: {
    notify: (_, _params: { message: Message; tone?: 'info' | 'success' | 'error' }) => {},
    setUsableCount: (_, _params: { usableCount: number }) => {},
    notificationsChanged: () => {},
    saveFile: (_, _params: { file: DownloadedFile }) => {},
  },
  guards: {
    /** the count may change: not while a creation is being confirmed or its QR popup prepared */
    countOpen: not(or([stateIn('confirming'), stateIn('preparingQr')])),
    /** the count clamped to the usable count is 0: nothing usable to create (S1 §5) */
    nothingUsable: ({ context, event }) => {
      assertEvent(event, 'CREATE')
      return clampVoucherCount(Number(context.draft), event.usableCount) === 0
    },
    /** the contract would refuse the clamped count */
    countRefused: ({ context, event }) => {
      assertEvent(event, 'CREATE')
      return countRefusal(context, event.usableCount) !== null
    },
    /** site 48: the vouchers of the user signed in are QR vouchers */
    qrVoucher: ({ context }) => context.qrVoucher,
    /** a QR voucher whose popup's code has arrived: its link is looked for and shown */
    qrPopupReady: ({ context }) => context.qrVoucher && context.qrViewReady,
    /** the newest notification holds the QR link */
    qrLinkFound: (_, { link }: { link: string | null }) => !!link,
  },
}).createMachine({
  id: 'voucherBar',
  context: initialContext,
  initial: 'idle',
  on: {
    // the count confirmed is the count created: it stays while it is confirmed and prepared
    'COUNT.CHANGE': {
      guard: 'countOpen',
      actions: enqueueActions(({ event, enqueue }) => {
        const read = readCountInput(event.value)
        if ('draft' in read) enqueue.assign({ draft: read.draft, countError: null })
        else enqueue({ type: 'notify', params: { message: read.refused, tone: 'error' } })
      }),
    },
    'COUNT.COMMIT': {
      guard: 'countOpen',
      actions: assign({
        draft: ({ context, event }) => clampDraft(context.draft, event.usableCount),
      }),
    },
    'SESSION.STARTED': {
      actions: assign({
        qrVoucher: ({ event }) => appBarFeatures(event.session).qrVoucher,
        draft: ({ context, event }) => clampDraft(context.draft, event.session.usableCount),
        countError: null,
      }),
    },
    'SESSION.ENDED': { target: '.idle', actions: assign(initialContext) },
  },
  states: {
    idle: {
      on: {
        CREATE: [
          {
            guard: 'nothingUsable',
            actions: {
              type: 'notify',
              params: { message: message('give.noUsableRights'), tone: 'error' },
            },
          },
          {
            // more than one call creates: refused with its message beside the count, kept as typed
            guard: 'countRefused',
            actions: assign({
              countError: ({ context, event }) => countRefusal(context, event.usableCount),
            }),
          },
          {
            target: 'confirming',
            actions: assign({
              draft: ({ context, event }) => clampDraft(context.draft, event.usableCount),
              countError: null,
            }),
          },
        ],
        'HISTORY.DOWNLOAD': 'downloading',
      },
    },
    /** creating spends usage rights: the clamped count is shown and confirmed first */
    confirming: {
      tags: ['busy'],
      on: {
        CONFIRM: [{ guard: 'qrVoucher', target: 'preparingQr' }, 'creating'],
        CANCEL: 'idle',
      },
    },
    /**
     * Site 48: the QR popup's code is fetched before anything is spent, so a voucher is never
     * created without the QR that shows it (a failed fetch: an old deploy, the network gone)
     */
    preparingQr: {
      tags: ['busy', 'creating'],
      invoke: [
        {
          id: 'qrView',
          src: 'qrView',
          onDone: { target: 'creating', actions: assign({ qrViewReady: true }) },
          onError: {
            target: 'idle',
            actions: {
              type: 'notify',
              params: { message: message('app.routeLoadFailed'), tone: 'error' },
            },
          },
        },
        OWN_INDICATOR,
      ],
    },
    creating: {
      tags: ['busy', 'creating'],
      invoke: [
        {
          id: 'createVoucher',
          src: 'createVoucher',
          input: ({ context }) => ({ count: Number(context.draft) }),
          onDone: [
            {
              // the QR popup's code came first (preparingQr), or no popup could show the link
              guard: 'qrPopupReady',
              target: 'findingQr',
              actions: [
                {
                  type: 'setUsableCount',
                  params: ({ event }) => ({ usableCount: event.output.usableCount }),
                },
                'notificationsChanged',
              ],
            },
            {
              target: 'idle',
              actions: [
                {
                  type: 'setUsableCount',
                  params: ({ event }) => ({ usableCount: event.output.usableCount }),
                },
                {
                  type: 'notify',
                  params: { message: message('voucher.created'), tone: 'success' },
                },
                'notificationsChanged',
              ],
            },
          ],
          onError: {
            target: 'idle',
            actions: {
              type: 'notify',
              params: notifyFailure(ERRORS.createVoucher),
            },
          },
        },
        OWN_INDICATOR,
      ],
    },
    findingQr: {
      tags: ['busy', 'creating'],
      invoke: [
        {
          id: 'newestQrLink',
          src: 'newestQrLink',
          onDone: [
            {
              guard: { type: 'qrLinkFound', params: ({ event }) => ({ link: event.output }) },
              target: 'showingQr',
              actions: assign({ qrLink: ({ event }) => event.output }),
            },
            {
              target: 'idle',
              actions: {
                type: 'notify',
                params: { message: message('voucher.qrNoLink'), tone: 'error' },
              },
            },
          ],
          onError: {
            target: 'idle',
            actions: {
              type: 'notify',
              params: { message: message('voucher.qrNoLink'), tone: 'error' },
            },
          },
        },
        OWN_INDICATOR,
      ],
    },
    showingQr: {
      tags: ['busy'],
      invoke: {
        id: 'qrCountdown',
        src: 'qrCountdown',
        input: ({ context }) => ({ link: context.qrLink ?? '' }),
        onDone: { target: 'idle', actions: assign({ qrLink: null }) },
      },
    },
    downloading: {
      tags: ['busy', 'downloading'],
      invoke: [
        {
          id: 'historyExcel',
          src: 'historyExcel',
          ...savedOrSaid(ERRORS.voucherHistoryExcel),
        },
        OWN_INDICATOR,
      ],
    },
  },
})
