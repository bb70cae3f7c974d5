import { createViewDeps } from '../../../shared/views/app-context'
import type { callbackMachine } from '../machines/callback-machine'
import type { greetingMachine } from '../machines/greeting-machine'
import type { couponMachine } from '../machines/coupon-machine'
import type { pdfDownloadMachine } from '../machines/pdf-download-machine'
import type { fcLinkMachine } from '../machines/fc-link-machine'

/** What the partner pages need; their route chunk provides it. */
export interface PartnerViewDeps {
  callback: typeof callbackMachine
  greeting: typeof greetingMachine
  coupon: typeof couponMachine
  pdfDownload: typeof pdfDownloadMachine
  fcLink: typeof fcLinkMachine
}

export const [PartnerViews, usePartnerViews] = createViewDeps<PartnerViewDeps>('partner')
