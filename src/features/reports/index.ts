/** Report entry by direct input (S2 §2.3): customer and admin variants. */
export { ReportViews, type ReportViewDeps } from './views/deps'
