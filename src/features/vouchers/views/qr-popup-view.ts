import type { ComponentProps } from 'react'
import { loadedView, onUsePart } from '../../../shared/views/components/on-use'
import type { QrPopup } from './qr-popup'

/**
 * The QR popup and its QR encoder: only site 48 shows them, so they are fetched when needed (the
 * voucher bar's machine fetches them before its QR state), not once a page has settled.
 */
const qrPopup = onUsePart<ComponentProps<typeof QrPopup>>(
  () => import('./qr-popup').then((m) => ({ default: m.QrPopup })),
  {
    settled: false,
  },
)

export const qrPopupView = {
  /** fetches the popup's code once; after a failed fetch the next call tries again */
  load: async (): Promise<void> => {
    await qrPopup.preload()
  },
  View: loadedView(qrPopup),
}
