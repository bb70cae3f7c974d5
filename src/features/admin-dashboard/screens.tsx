import { fromPromise } from 'xstate'
import { wiredOnce } from '../../shared/machines/wire-context'
import { notifyUi, saveFileAndNotify } from '../../shared/machines/effects'
import { uiIndicator } from '../../shared/machines/own-indicator'
import { dataOf, fromOperation } from '../../shared/services/from-operation'
import type { DateRange } from '../../shared/domain/dates'
import { createAdminCheckupService } from './services/admin-checkup-service'
import * as contract from './services/contract'
import { adminDashboardMachine } from './machines/admin-dashboard-machine'
import type { PageEntry } from '../../shared/views/feature'
import AdminDashboardPage from './views/admin-dashboard-page'
import { PATHS } from '../../shared/domain/routes'
import { ADMIN_DASHBOARD_GRID, ADMIN_DASHBOARD_LIST, startingAdminView } from './domain/view'

/** The feature's words, added to the catalogues as its routes load (decision 074). */
export * as messages from './domain/messages'

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
      ownIndicator: uiIndicator,
      adminList: fromOperation(ctx.client, contract.adminList, {
        call: (range: DateRange) => ({ query: { ...range } }),
        answer: dataOf,
      }),
      adminPdf: fromPromise(({ input }) => admin.adminPdf(input.id)),
    },
    actions: {
      notify: notifyUi(),
      saveFile: saveFileAndNotify(ctx.saveFile),
      // the view shown: in the address (a reload, Back, a copied link) and the user's memory
      keepView: ({ context }, { query }) => {
        ctx.replaceQuery(PATHS.adminDashboard, query)
        if (context.userId) ctx.prefs.setListView(context.userId, ADMIN_DASHBOARD_LIST, query)
      },
      keepColumns: ({ context }, { hidden }) => {
        if (context.userId) ctx.prefs.setHiddenColumns(context.userId, ADMIN_DASHBOARD_GRID, hidden)
      },
    },
  })
  return {
    Screen: AdminDashboardPage,
    actors: ({ today, search, session }: PageEntry) => {
      const userId = session?.user.userId ?? null
      return {
        adminDashboard: {
          logic: adminDashboard,
          input: {
            today,
            userId,
            view: startingAdminView(
              today,
              search,
              userId ? ctx.prefs.listView(userId, ADMIN_DASHBOARD_LIST) : '',
            ),
            hidden: userId ? ctx.prefs.hiddenColumns(userId, ADMIN_DASHBOARD_GRID) : [],
          },
        },
      }
    },
  }
})
