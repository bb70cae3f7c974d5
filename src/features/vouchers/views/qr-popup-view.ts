import { onDemandView } from './on-demand-view'

/** The QR popup and its QR encoder: only site 48 shows them, so they are fetched when needed. */
export const qrPopupView = onDemandView(() => import('./qr-popup').then((m) => m.QrPopup))
