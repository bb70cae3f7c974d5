/** Report entry by direct input (S2 §2.3): customer and admin variants. */
export type { ReportFormInput } from './machines/report-form-machine'
