import { assign, fromPromise, setup } from 'xstate'
import type { Message } from '../domain/messages'
import { message } from '../domain/messages'
import { clampVoucherCount } from '../domain/voucher'
import type { DownloadedFile } from '../services/checkup-service'
import { qrCountdownMachine } from './qr-countdown-machine'
import { notifyFailure } from './failure'

export interface VoucherBarContext {
  /** what the user typed, kept as typed until it is committed */
  draft: string
  usableCount: number
  qrVoucher: boolean
  /** the QR link of the voucher just created (site 48) */
  qrLink: string | null
}

export type VoucherBarEvent =
  | { type: 'COUNT.CHANGE'; value: string }
  | { type: 'COUNT.COMMIT' }
  | { type: 'USABLE.CHANGE'; usableCount: number }
  | { type: 'CREATE' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'HISTORY.DOWNLOAD' }

const clampDraft = (draft: string, usableCount: number) =>
  String(clampVoucherCount(Number(draft), usableCount))

/**
 * The app bar's voucher tools (S1 §2, §4, §5): the count input clamped to the usable count,
 * create vouchers, and the creation history. Site 48 creates a QR voucher: the newest unread
 * notification's `additional` is the QR link, shown with a 120 s countdown.
 */
export const voucherBarMachine = setup({
  types: {
    input: {} as { usableCount: number; qrVoucher: boolean },
    context: {} as VoucherBarContext,
    events: {} as VoucherBarEvent,
  },
  actors: {
    createVoucher: fromPromise<{ created: number; usableCount: number }, { count: number }>(
      async () => {
        throw new Error('createVoucher not provided')
      },
    ),
    newestQrLink: fromPromise<string | null>(async () => {
      throw new Error('newestQrLink not provided')
    }),
    historyExcel: fromPromise<DownloadedFile>(async () => {
      throw new Error('historyExcel not provided')
    }),
    qrCountdown: qrCountdownMachine,
  },
  actions: {
    notify: (_, _params: { message: Message; tone?: 'info' | 'success' | 'error' }) => {},
    setUsableCount: (_, _params: { usableCount: number }) => {},
    notificationsChanged: () => {},
    saveFile: (_, _params: { file: DownloadedFile }) => {},
  },
}).createMachine({
  id: 'voucherBar',
  context: ({ input }) => ({
    draft: String(clampVoucherCount(1, input.usableCount)),
    usableCount: input.usableCount,
    qrVoucher: input.qrVoucher,
    qrLink: null,
  }),
  initial: 'idle',
  on: {
    'COUNT.CHANGE': {
      actions: assign({ draft: ({ event }) => event.value.replace(/[^\d]/g, '') }),
    },
    'COUNT.COMMIT': {
      actions: assign({ draft: ({ context }) => clampDraft(context.draft, context.usableCount) }),
    },
    'USABLE.CHANGE': {
      actions: assign({
        usableCount: ({ event }) => event.usableCount,
        draft: ({ context, event }) => clampDraft(context.draft, event.usableCount),
      }),
    },
  },
  states: {
    idle: {
      on: {
        CREATE: [
          {
            guard: ({ context }) =>
              clampVoucherCount(Number(context.draft), context.usableCount) === 0,
            actions: {
              type: 'notify',
              params: { message: message('give.noUsableRights'), tone: 'error' },
            },
          },
          {
            target: 'confirming',
            actions: assign({
              draft: ({ context }) => clampDraft(context.draft, context.usableCount),
            }),
          },
        ],
        'HISTORY.DOWNLOAD': 'downloading',
      },
    },
    /** creating spends usage rights: the clamped count is shown and confirmed first */
    confirming: {
      on: { CONFIRM: 'creating', CANCEL: 'idle' },
    },
    creating: {
      invoke: {
        id: 'createVoucher',
        src: 'createVoucher',
        input: ({ context }) => ({ count: Number(context.draft) }),
        onDone: [
          {
            guard: ({ context }) => context.qrVoucher,
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
              { type: 'notify', params: { message: message('voucher.created'), tone: 'success' } },
              'notificationsChanged',
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: {
            type: 'notify',
            params: notifyFailure('createVoucher'),
          },
        },
      },
    },
    findingQr: {
      invoke: {
        id: 'newestQrLink',
        src: 'newestQrLink',
        onDone: [
          {
            guard: ({ event }) => !!event.output,
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
    },
    showingQr: {
      invoke: {
        id: 'qrCountdown',
        src: 'qrCountdown',
        input: ({ context }) => ({ link: context.qrLink ?? '' }),
        onDone: { target: 'idle', actions: assign({ qrLink: null }) },
      },
    },
    downloading: {
      invoke: {
        id: 'historyExcel',
        src: 'historyExcel',
        onDone: {
          target: 'idle',
          actions: { type: 'saveFile', params: ({ event }) => ({ file: event.output }) },
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'notify',
            params: notifyFailure('voucherHistoryExcel'),
          },
        },
      },
    },
  },
})
