import { fromPromise } from 'xstate'
import type { WireContext } from '../../shared/machines/wire-context'
import {
  notifyUi,
  reportToPortal,
  tellUsableCount,
  saveFileAndNotify,
} from '../../shared/machines/effects'
import { uiIndicator } from '../../shared/machines/own-indicator'
import { dataOf, fromOperation } from '../../shared/services/from-operation'
import { createVoucherService } from './services/voucher-service'
import * as voucher from './services/contract'
import { voucherBarMachine } from './machines/voucher-bar-machine'
import { qrCountdownMachine } from './machines/qr-countdown-machine'
import { qrPopupView } from './views/qr-popup-view'

export interface VoucherSettings {
  /** the newest unread notification's QR link (site 48: the voucher just created) */
  newestQrLink(): Promise<string | null>
}

/** The app bar's voucher tools; usable counts are reported to the root. */
export function wireVouchers(ctx: WireContext, settings: VoucherSettings) {
  const vouchers = createVoucherService(ctx.client)
  const ownIndicator = uiIndicator
  return {
    voucherBar: voucherBarMachine.provide({
      actors: {
        ownIndicator,
        createVoucher: fromOperation(ctx.client, voucher.createVoucher, {
          call: ({ count }: { count: number }) => ({ body: { count } }),
          answer: dataOf,
        }),
        newestQrLink: fromPromise(() => settings.newestQrLink()),
        qrView: fromPromise(() => qrPopupView.load()),
        historyExcel: fromPromise(() => vouchers.historyExcel()),
        // the popup's share: the link, and the QR as a picture (its encoder a chunk of its own)
        qrCountdown: qrCountdownMachine.provide({
          actors: {
            share: fromPromise(({ input }) =>
              ctx.sharer.share({
                text: input.link,
                file: () => import('./services/qr-image').then((m) => m.qrPngFile(input.link)),
              }),
            ),
          },
          actions: { notify: notifyUi() },
        }),
      },
      actions: {
        notify: notifyUi(),
        setUsableCount: tellUsableCount(),
        notificationsChanged: reportToPortal('NOTIFICATIONS.CHANGED'),
        saveFile: saveFileAndNotify(ctx.saveFile),
      },
    }),
  }
}
