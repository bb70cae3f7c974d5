import { wiredOnce } from '../../shared/machines/wire-context'
import ReportFormPage from './views/report-form-page'
import { ReportViews } from './views/deps'
import { wireReports } from './wire'

/** Report entry's route chunk (issue 12): both variants share the wired form machine. */
export const mountReports = wiredOnce((ctx) => {
  const deps = wireReports(ctx)
  return { deps, Screen: AddReportScreen }
  function AddReportScreen() {
    return (
      <ReportViews value={deps}>
        <ReportFormPage variant="customer" />
      </ReportViews>
    )
  }
})

/** The admin variant's route (/Admin/AddReport), the same chunk and machine. */
export const mountAdminReports = wiredOnce((ctx) => {
  const { deps } = mountReports(ctx)
  return { deps, Screen: AdminAddReportScreen }
  function AdminAddReportScreen() {
    return (
      <ReportViews value={deps}>
        <ReportFormPage variant="admin" />
      </ReportViews>
    )
  }
})
