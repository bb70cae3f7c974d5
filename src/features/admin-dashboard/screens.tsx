import { fromPromise } from 'xstate'
import { wiredOnce } from '../../shared/machines/wire-context'
import { keepList, keptList } from '../../shared/machines/kept-list'
import { notifyUi, saveFileAndNotify } from '../../shared/machines/effects'
import { dataOf, fromOperation } from '../../shared/services/from-operation'
import type { DateRange } from '../../shared/domain/dates'
import { createAdminCheckupService } from './services/admin-checkup-service'
import * as contract from './services/contract'
import {
  adminDashboardMachine,
  type AdminDashboardContext,
} from './machines/admin-dashboard-machine'
import type { PageEntry } from '../../shared/views/feature'
import AdminDashboardPage from './views/admin-dashboard-page'
import { PATHS } from '../../shared/domain/routes'
import { ADMIN_DASHBOARD_GRID, ADMIN_DASHBOARD_LIST, startingAdminView } from './domain/view'

/** The feature's words, added to the catalogues as its routes load (decision 074). */
export * as messages from './domain/messages'

/** Where the admin dashboard's view and hidden columns are kept (issue 31). */
const ADMIN_DASHBOARD_KEPT = {
  path: PATHS.adminDashboard,
  list: ADMIN_DASHBOARD_LIST,
  grid: ADMIN_DASHBOARD_GRID,
}

/**
 * The admin dashboard's route chunk (/Admin/Dashboard, S2 §2.3, issue 8): the machine provided
 * with its call of the contract, the PDF's service and the portal's effects, started as the page's
 * actor `adminDashboard` with the day the route was entered, the view it starts with (issue 31:
 * the address's, else the one the user left, else the defaults) and the columns the user hid.
 */
export const mountAdminDashboard = wiredOnce((ctx) => {
  const admin = createAdminCheckupService(ctx.client)
  const adminDashboard = adminDashboardMachine.provide({
    actors: {
      adminList: fromOperation(ctx.client, contract.adminList, {
        call: (range: DateRange) => ({ query: { ...range } }),
        answer: dataOf,
      }),
      adminPdf: fromPromise(({ input }) => admin.adminPdf(input.id)),
    },
    actions: {
      notify: notifyUi(),
      saveFile: saveFileAndNotify(ctx.saveFile),
      ...keepList(ctx, ADMIN_DASHBOARD_KEPT, (context: AdminDashboardContext) => context.userId),
    },
  })
  return {
    Screen: AdminDashboardPage,
    actors: ({ today, search, session }: PageEntry) => {
      const userId = session?.user.userId ?? null
      const kept = keptList(ctx.prefs, userId, ADMIN_DASHBOARD_KEPT)
      return {
        adminDashboard: {
          logic: adminDashboard,
          input: {
            today,
            userId,
            view: startingAdminView(today, search, kept.query),
            hidden: kept.hidden,
          },
        },
      }
    },
  }
})
