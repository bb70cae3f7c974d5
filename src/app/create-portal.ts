import { createActor, fromPromise, waitFor, type Actor } from 'xstate'
import { createApiClient } from '../services/http-client'
import { createAuthService, type AuthService } from '../services/auth-service'
import { webTokenStorage } from '../services/token-storage'
import { webPreferences, type Preferences } from '../services/preferences'
import { sessionMachine } from '../machines/session-machine'
import { routeGuardMachine } from '../machines/route-guard-machine'
import { entryMachine } from '../machines/entry-machine'
import { passwordSetMachine } from '../machines/password-set-machine'
import { singlePrintMachine } from '../machines/single-print-machine'
import { shippingInfoMachine } from '../machines/shipping-info-machine'
import { uiMachine } from '../machines/ui-machine'
import { dashboardMachine } from '../machines/dashboard-machine'
import { adminDashboardMachine } from '../machines/admin-dashboard-machine'
import {
  createCheckupService,
  type CheckupService,
  type DownloadedFile,
} from '../services/checkup-service'
import {
  createKakaoAddressSearch,
  createOfflineAddressSearch,
  type AddressSearch,
} from '../services/address-search'
import { message as messageOf } from '../domain/messages'
import { createVoucherService } from '../services/voucher-service'
import { createNotificationService } from '../services/notification-service'
import type { Clipboard } from '../services/clipboard'
import { giveVoucherMachine } from '../machines/give-voucher-machine'
import { voucherBarMachine } from '../machines/voucher-bar-machine'
import { messageLineMachine } from '../machines/message-line-machine'
import { notificationsMachine } from '../machines/notifications-machine'
import { newestUnread } from '../domain/notification'
import { hrefOf, ROUTES, routeIdOf } from '../domain/routes'
import { canOpen } from '../domain/route-access'
import { createJournal, type Journal } from '../machines/journal'
import type { SessionUser } from '../domain/user'
import type { Message } from '../domain/messages'

export interface PortalConfig {
  baseURL: string
  /** host of the external print view; empty = this origin */
  checkupHost: string
  addressSearch: 'kakao' | 'offline'
  /** saves a downloaded file (an object URL and a link click in the browser) */
  saveFile: (file: DownloadedFile) => void
  /** opens a page in a new window without access back to the portal */
  openWindow: (url: string) => void
  clipboard: Clipboard
  /** the portal's own origin, for links it hands out (the FC link) */
  origin: string
  /** hosts a notification link may open */
  linkHosts: readonly string[]
  /** the external privacy-policy and terms-of-use pages of the footer */
  externalLinks: { privacy: string; terms: string }
  storage: Storage
  navigate: (to: string, options?: { replace?: boolean }) => void
  viewportWidth: number
  /** extra inspection (the @statelyai/inspect browser inspector in dev) */
  inspect?: Parameters<typeof createActor>[1] extends infer O
    ? O extends { inspect?: infer I }
      ? I
      : never
    : never
}

/**
 * The composition root: services over one HTTP client, every long-lived actor created with the
 * journal's inspection hook, and page machines provided with their services.
 */
export function createPortal(config: PortalConfig) {
  const journal: Journal = createJournal()
  const inspect: typeof journal.inspect = (e) => {
    journal.inspect(e)
    if (typeof config.inspect === 'function') (config.inspect as typeof journal.inspect)(e)
  }

  const ui = createActor(uiMachine, {
    input: { width: config.viewportWidth },
    systemId: 'ui',
    inspect,
  })
  const tokens = webTokenStorage(config.storage)
  const prefs: Preferences = webPreferences(config.storage)
  const client = createApiClient({
    baseURL: config.baseURL,
    tokens,
    onRequestStart: () => ui.send({ type: 'REQUEST.START' }),
    onRequestEnd: () => ui.send({ type: 'REQUEST.END' }),
  })
  const auth: AuthService = createAuthService(client)
  const checkups: CheckupService = createCheckupService(client, config.checkupHost)
  const vouchers = createVoucherService(client)
  const notices = createNotificationService(client)
  const offlineAddressSearch = createOfflineAddressSearch()
  const addressSearch: AddressSearch =
    config.addressSearch === 'kakao' ? createKakaoAddressSearch() : offlineAddressSearch

  const notify = (message: Message, tone: 'info' | 'success' | 'error' = 'info') =>
    ui.send({ type: 'SNACKBAR.SHOW', message, tone })

  const session = createActor(
    sessionMachine.provide({
      actors: {
        fetchSession: fromPromise(() => auth.fetchSession()),
        login: fromPromise(({ input }) => auth.login(input)),
        logout: fromPromise(() => auth.logout()),
      },
      actions: {
        navigate: (_, { to }) => config.navigate(to),
        rememberHome: (_, { route }) => prefs.setHomeRoute(route),
        setOrange: (_, { on }) => prefs.setOrange(on),
        forgetTokens: () => tokens.clear(),
      },
      guards: { hasToken: () => auth.hasToken() },
    }),
    { systemId: 'session', inspect },
  )

  /** The user, fetched first if not fetched yet (S2 §2.2). */
  const ensureSession = fromPromise<SessionUser | null>(async () => {
    const now = session.getSnapshot()
    if (!now.context.fetched && !now.hasTag('busy')) session.send({ type: 'FETCH' })
    const settled = await waitFor(session, (s) => s.context.fetched && !s.hasTag('busy'))
    return settled.context.session
  })

  /** The user and usable counter fetched again (S1 §4 dashboard load); null when refused. */
  const refreshSession = fromPromise<SessionUser | null>(async () => {
    if (session.getSnapshot().matches('authenticated')) session.send({ type: 'REFRESH' })
    else if (!session.getSnapshot().context.fetched) session.send({ type: 'FETCH' })
    const settled = await waitFor(session, (s) => s.context.fetched && !s.hasTag('busy'))
    return settled.context.session
  })

  const saveFile = (file: DownloadedFile) => {
    config.saveFile(file)
    notify(messageOf('download.done', { fileName: file.fileName }), 'success')
  }
  const openPrintView = (tempPdf: string) => config.openWindow(checkups.printViewUrl(tempPdf))

  const guard = createActor(
    routeGuardMachine.provide({
      actors: { ensureSession },
      actions: {
        navigate: (_, { to, replace }) => config.navigate(to, { replace }),
        notify: (_, { message }) => notify(message, 'error'),
      },
    }),
    { systemId: 'routeGuard', inspect },
  )

  const setUsableCount = (usableCount: number) =>
    session.send({ type: 'USABLE_COUNT.SET', usableCount })
  const copy = fromPromise<void, { text: string }>(({ input }) => config.clipboard.copy(input.text))
  /** Bell menus listen here: something created a notification. */
  const noticeListeners = new Set<() => void>()

  const machines = {
    giveVoucher: giveVoucherMachine.provide({
      actors: {
        checkCustomer: fromPromise(({ input }) => vouchers.checkCustomer(input.appId)),
        give: fromPromise(({ input }) => vouchers.give(input.appId, input.hours)),
      },
      actions: {
        notify: (_, { message }) => notify(message, 'success'),
        setUsableCount: (_, { usableCount }) => setUsableCount(usableCount),
      },
    }),
    voucherBar: voucherBarMachine.provide({
      actors: {
        createVoucher: fromPromise(({ input }) => vouchers.create(input.count)),
        newestQrLink: fromPromise(
          async () => newestUnread(await notices.list())?.additional ?? null,
        ),
        historyExcel: fromPromise(() => vouchers.historyExcel()),
      },
      actions: {
        notify: (_, { message, tone }) => notify(message, tone),
        setUsableCount: (_, { usableCount }) => setUsableCount(usableCount),
        notificationsChanged: () => noticeListeners.forEach((l) => l()),
        saveFile: (_, { file }) => saveFile(file),
      },
    }),
    messageLine: messageLineMachine.provide({
      actors: {
        vbankInfo: fromPromise(() => notices.vbankInfo()),
        fcLinkUrl: fromPromise(async () => {
          const code = await notices.fcLinkCode()
          return code ? `${config.origin}${hrefOf('fcLink', { linkCode: code })}` : null
        }),
        copy,
      },
      actions: {
        notify: (_, { message, tone }) => notify(message, tone),
        log: (_, { error }) => console.warn('message line:', error),
      },
    }),
    notifications: notificationsMachine.provide({
      actors: {
        list: fromPromise(() => notices.list()),
        read: fromPromise(({ input }) => notices.read(input.id)),
        readAll: fromPromise(() => notices.readAll()),
        copy,
      },
      guards: {
        mayNavigate: (_, { path }) => {
          if (path === null) return false
          const id = routeIdOf(path)
          const current = session.getSnapshot().context.session
          // signed out meanwhile: let the route guard send the user to the login
          if (!current) return true
          return !id || canOpen(ROUTES[id], current)
        },
      },
      actions: {
        navigate: (_, { to }) => config.navigate(to),
        openExternal: (_, { url }) => {
          config.openWindow(url)
        },
        notify: (_, { message, tone }) => notify(message, tone),
      },
    }),
    dashboard: dashboardMachine.provide({
      actors: {
        refreshSession,
        list: fromPromise(({ input }) => checkups.list(input)),
        excel: fromPromise(({ input }) => checkups.customerListExcel(input)),
        makeTempPdf: fromPromise(({ input }) => checkups.makeTempPdf(input.checkupNos)),
        pdfZip: fromPromise(({ input }) => checkups.pdfZip(input.checkupNos, input.range)),
        singlePrint: singlePrintMachine.provide({
          actors: { makeSingle: fromPromise(({ input }) => checkups.makeSingle(input.checkupNo)) },
          actions: {
            notify: (_, { message }) => notify(message, 'error'),
            openPrintView: (_, { tempPdf }) => openPrintView(tempPdf),
          },
        }),
        shippingInfo: shippingInfoMachine.provide({
          actors: {
            searchAddress: fromPromise(() => addressSearch.search()),
            changeAddress: fromPromise(({ input }) =>
              checkups.changeAddress(input.checkupNo, input.fields),
            ),
          },
          actions: { notify: (_, { message }) => notify(message, 'success') },
        }),
      },
      actions: {
        navigate: (_, { to }) => config.navigate(to, { replace: true }),
        notify: (_, { message, tone }) => notify(message, tone),
        saveFile: (_, { file }) => saveFile(file),
        openPrintView: (_, { tempPdf }) => openPrintView(tempPdf),
      },
    }),
    adminDashboard: adminDashboardMachine.provide({
      actors: {
        adminList: fromPromise(({ input }) => checkups.adminList(input)),
        adminPdf: fromPromise(({ input }) => checkups.adminPdf(input.id)),
      },
      actions: {
        notify: (_, { message, tone }) => notify(message, tone),
        saveFile: (_, { file }) => saveFile(file),
      },
    }),
    entry: entryMachine.provide({
      actors: { ensureSession },
      actions: {
        navigate: (_, { to, replace }) => config.navigate(to, { replace }),
        rememberHome: (_, { route }) => prefs.setHomeRoute(route),
        setOrange: (_, { on }) => prefs.setOrange(on),
      },
    }),
    passwordSet: passwordSetMachine.provide({
      actors: { setPassword: fromPromise(({ input }) => auth.setPassword(input)) },
      actions: {
        navigate: (_, { to, replace }) => config.navigate(to, { replace }),
        notify: (_, { message }) => notify(message, 'success'),
      },
    }),
  }

  return {
    journal,
    inspect,
    ui,
    session,
    guard,
    machines,
    prefs,
    offlineAddressSearch: config.addressSearch === 'offline' ? offlineAddressSearch : null,
    linkHosts: config.linkHosts,
    externalLinks: config.externalLinks,
    onNotificationsChanged(listener: () => void): () => void {
      noticeListeners.add(listener)
      return () => {
        noticeListeners.delete(listener)
      }
    },
    start() {
      ui.start()
      session.start()
      guard.start()
    },
  }
}

export type Portal = ReturnType<typeof createPortal>
export type SessionActor = Actor<typeof sessionMachine>
