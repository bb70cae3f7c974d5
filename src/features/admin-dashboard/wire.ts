import { fromPromise } from 'xstate'
import type { WireContext } from '../../shared/machines/wire-context'
import { notifyUi, saveFileAndNotify } from '../../shared/machines/effects'
import { ownIndicatorOf } from '../../shared/machines/own-indicator'
import { createAdminCheckupService } from './services/admin-checkup-service'
import { adminDashboardMachine } from './machines/admin-dashboard-machine'

/** The admin dashboard of role P (S2 §2.3). */
export function wireAdminDashboard(ctx: WireContext) {
  const admin = createAdminCheckupService(ctx.client)
  return {
    adminDashboard: adminDashboardMachine.provide({
      actors: {
        ownIndicator: ownIndicatorOf(ctx.portal),
        adminList: fromPromise(({ input }) => admin.adminList(input)),
        adminPdf: fromPromise(({ input }) => admin.adminPdf(input.id)),
      },
      actions: {
        notify: notifyUi(ctx.portal),
        saveFile: saveFileAndNotify(ctx.portal, ctx.saveFile),
      },
    }),
  }
}
