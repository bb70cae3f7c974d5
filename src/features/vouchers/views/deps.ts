import type { ActorRefFrom } from 'xstate'
import { createViewDeps } from '../../../shared/views/app-context'
import type { giveVoucherMachine } from '../machines/give-voucher-machine'
import type { voucherBarMachine } from '../machines/voucher-bar-machine'

/** What the voucher views need; `src/app` provides it. */
export interface VoucherViewDeps {
  giveVoucher: typeof giveVoucherMachine
  voucherBar: ActorRefFrom<typeof voucherBarMachine>
}

export const [VoucherViews, useVoucherViews] = createViewDeps<VoucherViewDeps>('vouchers')
