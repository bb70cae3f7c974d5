import { fromPromise } from 'xstate'
import type { WireContext } from '../../shared/machines/wire-context'
import { notifyUi, saveFileAndNotify } from '../../shared/machines/effects'
import { pageLoadSession } from '../session'
import { dataOf, fromOperation } from '../../shared/services/from-operation'
import { createCheckupService } from './services/checkup-service'
import * as contract from './services/contract'
import {
  createKakaoAddressSearch,
  createOfflineAddressSearch,
  type AddressSearch,
} from './services/address-search'
import {
  dashboardMachine,
  type CheckupListInput,
  type DashboardContext,
} from './machines/dashboard-machine'
import { singlePrintMachine } from './machines/single-print-machine'
import { shippingInfoMachine } from './machines/shipping-info-machine'
import { wiredOnce } from '../../shared/machines/wire-context'
import { keepList, keptList } from '../../shared/machines/kept-list'
import { PATHS } from '../../shared/domain/routes'
import { DASHBOARD_GRID, DASHBOARD_LIST, startingDashboardView } from './domain/view'
import type { ShippingFields } from './domain/shipping'
import type { PageEntry } from '../../shared/views/feature'
import DashboardPage from './views/dashboard-page'
import { OfflineAddressDialog } from './views/offline-address-dialog'

/** The feature's words, added to the catalogues as its routes load (decision 074). */
export * as messages from './domain/messages'

/** Where the dashboard's view and hidden columns are kept (issue 31). */
const DASHBOARD_KEPT = { path: PATHS.dashboard, list: DASHBOARD_LIST, grid: DASHBOARD_GRID }

export interface DashboardSettings {
  /** host of the external print view; empty = this origin */
  checkupHost: string
  addressSearch: 'kakao' | 'offline'
}

declare module '../../shared/machines/wire-context' {
  /** the issuance dashboard's: where prints open, which address search the shipping form uses */
  interface PortalSettings {
    checkupHost: DashboardSettings['checkupHost']
    addressSearch: DashboardSettings['addressSearch']
  }
}

/** The issuance dashboard with its print and shipping workflows. */
export function wireDashboard(ctx: WireContext, settings: DashboardSettings) {
  const checkups = createCheckupService(ctx.client, settings.checkupHost)
  const offlineAddressSearch = createOfflineAddressSearch()
  const addressSearch: AddressSearch =
    settings.addressSearch === 'kakao' ? createKakaoAddressSearch() : offlineAddressSearch
  const openPrintView = (_: unknown, { tempPdf }: { tempPdf: string }) =>
    ctx.openWindow(checkups.printViewUrl(tempPdf))
  return {
    /** the offline stand-in's dialog, when the stand-in is in use */
    offlineAddressSearch: settings.addressSearch === 'offline' ? offlineAddressSearch : null,
    dashboard: dashboardMachine.provide({
      actors: {
        // S1 §4 dashboard load, or the read that led here (decision 085)
        refreshSession: pageLoadSession('dashboard'),
        list: fromOperation(ctx.client, contract.checkupList, {
          call: ({ name, ...query }: CheckupListInput) => ({
            query: { ...query, ...(name ? { name } : {}) },
          }),
          answer: dataOf,
        }),
        excel: fromPromise(({ input }) => checkups.customerListExcel(input)),
        makeTempPdf: fromOperation(ctx.client, contract.makeTempPdf, {
          call: ({ checkupNos }: { checkupNos: number[] }) => ({
            body: { checkupNoList: checkupNos },
          }),
          answer: ({ data }) => data.tempPdf,
        }),
        pdfZip: fromPromise(({ input }) => checkups.pdfZip(input.checkupNos, input.range)),
        singlePrint: singlePrintMachine.provide({
          actors: {
            // the temporary PDF's id, '' when there is nothing to print
            makeSingle: fromOperation(ctx.client, contract.makeSingle, {
              call: ({ checkupNo }: { checkupNo: number }) => ({ body: { checkupNo } }),
              answer: ({ data }) => data.tempPdf,
            }),
          },
          actions: { notify: notifyUi('error'), openPrintView },
        }),
        shippingInfo: shippingInfoMachine.provide({
          actors: {
            searchAddress: fromPromise(() => addressSearch.search()),
            changeAddress: fromOperation(ctx.client, contract.addressChange, {
              call: ({ checkupNo, fields }: { checkupNo: number; fields: ShippingFields }) => ({
                params: { checkupNo },
                body: fields,
              }),
              answer: () => {},
            }),
          },
          actions: { notify: notifyUi('success') },
        }),
      },
      actions: {
        navigate: (_, { to }) => ctx.navigate(to, { replace: true }),
        notify: notifyUi(),
        saveFile: saveFileAndNotify(ctx.saveFile),
        openPrintView,
        ...keepList(
          ctx,
          DASHBOARD_KEPT,
          (context: DashboardContext) => context.session?.user.userId,
        ),
      },
    }),
  }
}

/**
 * The dashboard's route chunk (/v2/dashboard, S1 §2, issue 8): its screen, machines and services
 * load with the route, wired once with the portal's context; the machine is started as the
 * page's actor `dashboard` with the day the route was entered.
 */
export const mountDashboard = wiredOnce((ctx) => {
  const { dashboard, offlineAddressSearch: search } = wireDashboard(ctx, ctx.settings)
  return {
    Screen: DashboardScreen,
    actors: ({ today, search, session }: PageEntry) => {
      const kept = keptList(ctx.prefs, session?.user.userId, DASHBOARD_KEPT)
      return {
        dashboard: {
          logic: dashboard,
          input: {
            today,
            // the address's view, else the one the user left, else the defaults (issue 31)
            view: startingDashboardView(today, search, kept.query),
            hidden: kept.hidden,
            // its toolbar and columns from the first frame: the refresh (S1 §4) may not move them
            session: session ?? null,
          },
        },
      }
    },
  }
  function DashboardScreen() {
    return (
      <>
        <DashboardPage />
        {search ? <OfflineAddressDialog search={search} /> : null}
      </>
    )
  }
})
