/** Vouchers: giving one to a customer, and the app bar's voucher tools with the QR popup (S1 §2). */
export { voucherBarMachine } from './machines/voucher-bar-machine'
export { VoucherViews, type VoucherViewDeps } from './views/deps'
export { VoucherTools } from './views/voucher-tools'
export { UsageCounter } from './views/usage-counter'
export * as messages from './domain/messages'
