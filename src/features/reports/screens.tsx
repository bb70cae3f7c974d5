import { PATHS } from '../../shared/domain/routes'
import { wiredOnce } from '../../shared/machines/wire-context'
import type { PageEntry } from '../../shared/views/feature'
import ReportFormPage from './views/report-form-page'
import { wireReports } from './wire'

/** A number from the address (`?id=12`); null when it is none. */
const idOf = (value: string | null): number | null =>
  value !== null && /^\d+$/.test(value) ? Number(value) : null

/**
 * Report entry's route chunk (/v2/AddReport, S2 §2.3, issue 12): the form machine, started as
 * the page's actor `reportForm` with the roles of who entered (their later change does not reset
 * the form) and the day they did.
 */
export const mountReports = wiredOnce((ctx) => {
  const deps = wireReports(ctx)
  return {
    deps,
    Screen: function AddReportScreen() {
      return <ReportFormPage variant="customer" />
    },
    actors: ({ session, today }: PageEntry) => ({
      reportForm: {
        logic: deps.reportForm,
        input: {
          variant: 'customer',
          today,
          roleList: session?.roleList ?? [],
          backTo: PATHS.dashboard,
        },
      },
    }),
  }
})

/**
 * The admin variant's route (/Admin/AddReport?id=&fcCode=&modify), the same chunk and machine,
 * started for the report the address names.
 */
export const mountAdminReports = wiredOnce((ctx) => {
  const { deps } = mountReports(ctx)
  return {
    deps,
    Screen: function AdminAddReportScreen() {
      return <ReportFormPage variant="admin" />
    },
    actors: ({ search, today }: PageEntry) => ({
      reportForm: {
        logic: deps.reportForm,
        input: {
          variant: 'admin',
          today,
          id: idOf(search.get('id')),
          modify: search.get('modify') === 'true',
          backTo: PATHS.adminDashboard,
        },
      },
    }),
  }
})
