import { useMemo, type ReactNode } from 'react'
import { fromPromise } from 'xstate'
import type { WireContext } from '../../shared/machines/wire-context'
import { appBarFeatures, type SessionUser } from '../../shared/domain/user'
import { useAppBarActor, type AppBarFeature } from '../../shared/views/app-bar'
import {
  notifyUi,
  reportToPortal,
  tellUsableCount,
  saveFileAndNotify,
} from '../../shared/machines/effects'
import { dataOf, fromOperation } from '../../shared/services/from-operation'
import { createVoucherService } from './services/voucher-service'
import * as voucher from './services/contract'
import { voucherBarMachine } from './machines/voucher-bar-machine'
import { qrCountdownMachine } from './machines/qr-countdown-machine'
import { qrPopupView } from './views/qr-popup-view'
import { VoucherViews } from './views/deps'
import { VoucherTools } from './views/voucher-tools'
import { UsageCounter } from './views/usage-counter'
import * as messages from './domain/messages'
import { newestQrLink } from '../notifications'

/** The app bar's voucher tools; usable counts are reported to the root. */
export function wireVouchers(ctx: WireContext) {
  const vouchers = createVoucherService(ctx.client)
  return {
    voucherBar: voucherBarMachine.provide({
      actors: {
        createVoucher: fromOperation(ctx.client, voucher.createVoucher, {
          call: ({ count }: { count: number }) => ({ body: { count } }),
          answer: dataOf,
        }),
        // site 48: the newest unread notification's QR link is the voucher just created
        newestQrLink: fromPromise(() => newestQrLink(ctx.client)),
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

/** the voucher tools, for a user whose app bar has them (S1 §2; site 48's are QR vouchers) */
function ToolsPart({ session }: { session: SessionUser }) {
  const features = appBarFeatures(session)
  return features.voucherTools ? <VoucherTools qrVoucher={features.qrVoucher} /> : null
}

/** the usage counter, for a user whose app bar has it */
function CounterPart({ session }: { session: SessionUser }) {
  return appBarFeatures(session).usageCounter ? <UsageCounter count={session.usableCount} /> : null
}

function Views({ children }: { children: ReactNode }) {
  const voucherBar = useAppBarActor('voucherBar')
  const value = useMemo(() => ({ voucherBar }), [voucherBar])
  return <VoucherViews value={value}>{children}</VoucherViews>
}

/** The voucher tools and the usage counter of the app bar (decision 075). */
export const appBar: AppBarFeature = {
  actors: (ctx) => ({ voucherBar: { logic: wireVouchers(ctx).voucherBar } }),
  parts: [
    { slot: 'tools', order: 2, Part: ToolsPart },
    { slot: 'end', order: 1, Part: CounterPart },
  ],
  Views,
  messages,
}
