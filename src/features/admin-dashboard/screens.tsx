import { fromPromise } from 'xstate'
import { wiredOnce } from '../../shared/machines/wire-context'
import { notifyUi, saveFileAndNotify } from '../../shared/machines/effects'
import { uiIndicator } from '../../shared/machines/own-indicator'
import { createAdminCheckupService } from './services/admin-checkup-service'
import { adminDashboardMachine } from './machines/admin-dashboard-machine'
import type { PageEntry } from '../../shared/views/feature'
import AdminDashboardPage from './views/admin-dashboard-page'

/**
 * The admin dashboard's route chunk (/Admin/Dashboard, S2 §2.3, issue 8): the machine provided
 * with the service and the portal's effects, started as the page's actor `adminDashboard` with
 * the day the route was entered.
 */
export const mountAdminDashboard = wiredOnce((ctx) => {
  const admin = createAdminCheckupService(ctx.client)
  const adminDashboard = adminDashboardMachine.provide({
    actors: {
      ownIndicator: uiIndicator,
      adminList: fromPromise(({ input }) => admin.adminList(input)),
      adminPdf: fromPromise(({ input }) => admin.adminPdf(input.id)),
    },
    actions: {
      notify: notifyUi(),
      saveFile: saveFileAndNotify(ctx.saveFile),
    },
  })
  return {
    Screen: AdminDashboardPage,
    actors: ({ today }: PageEntry) => ({
      adminDashboard: { logic: adminDashboard, input: { today } },
    }),
  }
})
