import { createViewDeps } from '../../../shared/views/app-context'
import type { reportFormMachine } from '../machines/report-form-machine'

/** What the report entry views need; the route chunk provides it. */
export interface ReportViewDeps {
  reportForm: typeof reportFormMachine
}

export const [ReportViews, useReportViews] = createViewDeps<ReportViewDeps>('reports')
