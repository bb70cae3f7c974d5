/** The issuance dashboard: checkups, print, PDF, Excel and shipping (S1 §2). */
export { OfflineAddressDialog } from './views/offline-address-dialog'
