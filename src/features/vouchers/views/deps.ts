import type { ActorRefFrom } from 'xstate'
import { createViewDeps } from '../../../shared/views/app-context'
import type { giveVoucherMachine } from '../machines/give-voucher-machine'
import type { voucherBarMachine } from '../machines/voucher-bar-machine'

/** What the app bar's voucher tools need; `src/app` provides it. */
export interface VoucherViewDeps {
  voucherBar: ActorRefFrom<typeof voucherBarMachine>
}

export const [VoucherViews, useVoucherViews] = createViewDeps<VoucherViewDeps>('vouchers')

/** What the give page needs; its route chunk provides it. */
export interface GiveViewDeps {
  giveVoucher: typeof giveVoucherMachine
}

export const [GiveViews, useGiveViews] = createViewDeps<GiveViewDeps>('give')
