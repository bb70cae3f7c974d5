import type { ActorRefFrom } from 'xstate'
import { createViewDeps } from '../../../shared/views/app-context'
import type { voucherBarMachine } from '../machines/voucher-bar-machine'

/** What the app bar's voucher tools need; `src/app` provides it. */
export interface VoucherViewDeps {
  voucherBar: ActorRefFrom<typeof voucherBarMachine>
}

export const [VoucherViews, useVoucherViews] = createViewDeps<VoucherViewDeps>('vouchers')
