/** The admin dashboard of role P (S2 §2.3): what other features may use of it. */
export type { AdminCheckupRow } from './domain/admin-checkup'
