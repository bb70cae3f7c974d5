import {
  createActor,
  enqueueActions,
  type ActorOptions,
  type AnyActorLogic,
  type AnyActorRef,
} from 'xstate'
import {
  createApiClient,
  type CallRecord,
  type DownloadedFile,
} from '../shared/services/http-client'
import { TOKEN_KEYS, webTokenStorage } from '../shared/services/token-storage'
import { webPreferences } from '../shared/services/preferences'
import type { Clipboard } from '../shared/services/clipboard'
import { webFrameMemory } from '../shared/services/frame-memory'
import { webDraftStore } from '../shared/services/drafts'
import { browserSharer, type Sharer } from '../shared/services/share'
import { createJournal } from '../shared/machines/journal'
import { createCallLog } from './call-log'
import type { HarRecording } from './har-loader'
import { newestActive } from './qa-strip/newest-active'
import { type FeatureContext, type PortalSettings } from '../shared/machines/wire-context'
import { PORTAL_SYSTEM_ID, UI_SYSTEM_ID } from '../shared/machines/effects'
import { wireSession } from '../features/session/wire'
import { sessionContract } from '../features/session/services/session-contract'
import { SESSION_SYSTEM_ID } from '../features/session'
import { portalMachine } from './portal-machine'
import {
  createRouteLoader,
  type ChromeModule,
  type MountedChrome,
  type ScreenModule,
} from './route-modules'
import { createCatalogues } from './messages-first'
import { createAnswerHold, type AnswerHold } from '../shared/services/answer-hold'
import { ROUTE_TABLE } from './features'
import { routeIdOf, type RouteId } from '../shared/domain/routes'

/**
 * Whether the build keeps a log of its calls for a problem report: development and `npm start`
 * (embedded, demo) builds; a production build keeps none (issues 30 and 50, decision 069). The
 * same constant in `main.tsx`: each module spells it out, since the bundler keeps the chunk of an
 * `import()` behind a constant imported from elsewhere, though it drops the code.
 */
const KEEPS_CALLS = import.meta.env.DEV || import.meta.env.MODE === 'embedded'

export interface PortalConfig {
  baseURL: string
  /** the longest a call waits for its whole answer (`VITE_API_TIMEOUT_MS`); none when absent */
  timeoutMs?: number
  /** host of the external print view; empty = this origin */
  checkupHost: PortalSettings['checkupHost']
  addressSearch: PortalSettings['addressSearch']
  /** the payment provider; the offline checkout when absent */
  payment?: PortalSettings['payment']
  /** saves a downloaded file (an object URL and a link click in the browser) */
  saveFile: (file: DownloadedFile) => void
  /** opens a page in a new window without access back to the portal */
  openWindow: (url: string) => void
  /** leaves the portal for a page outside it, in this window (deep links, the service site) */
  leave: (url: string) => void
  /** one page back in the browser's history */
  back: () => void
  canGoBack: () => boolean
  /** the external service site and the deep-link opener of the partner pages */
  partnerLinks: PortalSettings['partnerLinks']
  clipboard: Clipboard
  /** the phone's share sheet; without one, sharing copies with `clipboard` */
  sharer?: Sharer
  /** the portal's own origin, for links it hands out (the FC link) */
  origin: string
  /** hosts a notification link may open */
  linkHosts: readonly string[]
  /** the external privacy-policy and terms-of-use pages of the footer */
  externalLinks: { privacy: string; terms: string }
  storage: Storage
  /** what holds answers while a page is drawn (decision 064); one of its own unless given */
  answerHold?: AnswerHold
  /**
   * calls back with the key another window changed in `storage` (null: all cleared); the
   * browser's `storage` event. Returns the unsubscribe.
   */
  watchStorage?: (onChange: (key: string | null) => void) => () => void
  navigate: (to: string, options?: { replace?: boolean }) => void
  /** reloads the portal (a route's code could not be loaded) */
  reload: () => void
  /** runs work when the browser is idle (a sign-in page warming what comes next); at once when absent */
  whenIdle?: (work: () => void) => void
  /**
   * runs work once the user first acts on the page (a key, a tap, a field filled in): what a
   * sign-in page runs ahead of the sign-in; at once when absent
   */
  whenUserActs?: (work: () => void) => void
  /**
   * runs work once the page shown has settled (its data drawn, then idle): the drawer's pages'
   * code; `whenIdle` when absent
   */
  whenSettled?: (work: () => void) => void
  /**
   * fetches a file into the browser's cache without running it (a `<link rel="prefetch">`): what a
   * sign-in page warms; nothing is warmed when absent
   */
  prefetchFile?: (url: string) => void
  /**
   * the files a sign-in needs and leads to, as the build lists them in the page (`sign-in-next`,
   * decision 051): the session's contract and the chrome, not the portal's first page
   */
  signInNext?: readonly string[]
  /** the route chunks (tests give their own to fail or hold one) */
  routeModules?: Partial<Record<RouteId, ScreenModule>>
  /** the chrome chunk (tests may give their own) */
  chromeModule?: ChromeModule
  viewportWidth: number
  /**
   * the path the portal opens at: its route's chunk (and the chrome) is fetched while the guard
   * asks who is signed in
   */
  initialPath?: string
  /** how many events the journal keeps (its only reader, the playground, is in dev builds; 0: none) */
  journalLimit?: number
  /**
   * how the journal records: `full` (development builds: the inspector reads events and contexts
   * live) or `events` (`npm start`: only a problem report reads it)
   */
  journalCapture?: 'full' | 'events'
  /**
   * how many calls the problem report keeps (development and `npm start` builds; 0: none, and no
   * report): each with the server's request id and the QA scenario that shaped it (issue 30)
   */
  callLogLimit?: number
  /**
   * the HAR recorder (development and `npm start` builds, as `callLogLimit`; `lazyHarRecorder`):
   * the HTTP client sends with its fetch, and a problem report carries its log and writes it
   * beside as `.har` (issue 50, decision 069)
   */
  har?: HarRecording
  /** the page the portal shows (its path), for a problem report */
  currentPath?: () => string
  /** extra inspection (the @statelyai/inspect browser inspector in dev) */
  inspect?: ActorOptions<AnyActorLogic>['inspect']
}

/**
 * The composition root: one HTTP client, each feature's machines provided by its route chunk, and
 * one actor system whose root owns the long-lived actors and, once the guard shows a route, that
 * page's actors (issue 26); the journal sees every actor.
 */
export function createPortal(config: PortalConfig) {
  const journal = createJournal({ limit: config.journalLimit, capture: config.journalCapture })
  // none in a production build, whatever the config says: a constant (`KEEPS_CALLS`), so the
  // bundler drops the call log and the report's writer from it
  const calls = KEEPS_CALLS && config.callLogLimit ? createCallLog(config.callLogLimit) : null
  // what the QA strip shows: the scenarios the newest answer named (decision 070)
  const qaCalls = KEEPS_CALLS && calls ? newestActive() : null
  // one action makes the problem report: the journal, the calls and their scenarios (issue 30)
  // and the HAR of the calls beside it, when the build records one (issue 50); the code that
  // writes them is fetched when a report is made
  const exportProblemReport = calls
    ? () => {
        const at = new Date()
        const page = config.currentPath?.() ?? ''
        void Promise.all([import('./problem-report'), config.har?.log() ?? null]).then(
          ([writer, har]) =>
            writer.saveProblemReport({
              journal,
              calls: calls.entries(),
              at,
              page,
              har,
              save: config.saveFile,
            }),
        )
      }
    : undefined
  const inspect: typeof journal.inspect = (e) => {
    journal.inspect(e)
    if (typeof config.inspect === 'function') config.inspect(e)
  }
  const prefs = webPreferences(config.storage)
  // the ui actor exists once the root has started; requests before that cannot happen
  let root: ReturnType<typeof createRoot> | null = null
  const sessionActor = (): AnyActorRef | undefined => root?.system.get(SESSION_SYSTEM_ID)
  // the answers that arrive while a page is drawn wait for it (decision 064): the router holds
  const answers = config.answerHold ?? createAnswerHold()
  const client = createApiClient({
    baseURL: config.baseURL,
    ...(config.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }),
    answersHeld: answers.pending,
    tokens: webTokenStorage(config.storage),
    ...(calls
      ? {
          onAnswer: (call: CallRecord) => {
            calls.record(call)
            qaCalls?.record(call)
          },
        }
      : {}),
    ...(config.har ? { fetch: config.har.fetch } : {}),
    onRequestStart: () => root?.system.get(UI_SYSTEM_ID)?.send({ type: 'REQUEST.START' }),
    onRequestEnd: () => root?.system.get(UI_SYSTEM_ID)?.send({ type: 'REQUEST.END' }),
    // a 401 to this window's token that a renewal did not cure: the session ended elsewhere
    onTokenRefused: () => sessionActor()?.send({ type: 'SESSION.REFUSED' }),
    // decision 015: an expired token is renewed once with the refresh token
    renewal: () => sessionContract().then((c) => c.refreshSession),
    // decision 020b: an operation's own 401 (member search: usage exceeded) is told from a
    // refused token by asking the session with the same token
    sessionCheck: () => sessionContract().then((c) => c.fetchUser),
  })
  const ctx: FeatureContext = {
    client,
    prefs,
    clipboard: config.clipboard,
    sharer: config.sharer ?? browserSharer(config.clipboard, {}),
    navigate: config.navigate,
    replaceQuery(path, query) {
      // the routes take any letter case: the address keeps the path as the user spelled it
      const shown = config.currentPath?.() ?? path
      if (shown.toLowerCase() !== path.toLowerCase()) return
      config.navigate(query ? `${shown}?${query}` : shown, { replace: true })
    },
    openWindow: config.openWindow,
    saveFile: config.saveFile,
    leave: config.leave,
    back: config.back,
    canGoBack: config.canGoBack,
    origin: config.origin,
    frameMemory: webFrameMemory(config.storage),
    drafts: webDraftStore(config.storage),
    settings: {
      checkupHost: config.checkupHost,
      addressSearch: config.addressSearch,
      partnerLinks: config.partnerLinks,
      payment: config.payment,
    },
  }

  // the first page's messages now; the chrome's arrive with it, the app bar's with its part, each
  // route's with its screens (decisions 025, 074, 083)
  const catalogues = createCatalogues()
  // the app bar's actors arrive with the chrome's app bar part, and the root starts them then
  let appBar: MountedChrome['appBar'] = null
  const routes = createRouteLoader(ctx, {
    modules: config.routeModules,
    chrome: config.chromeModule,
    catalogues,
    onAppBar: (arrived) => {
      appBar = arrived
      const actors = Object.fromEntries(
        Object.entries(arrived).map(([id, spec]) => [id, spec.on ?? {}]),
      )
      root?.send({ type: 'APP_BAR.ARRIVED', actors })
    },
  })
  const whenIdle = config.whenIdle ?? ((work: () => void) => work())
  const whenSettled = config.whenSettled ?? whenIdle
  const whenUserActs = config.whenUserActs ?? ((work: () => void) => work())
  /** the session's contract a sign-in parses its answer with, and the chrome every page after */
  const prepareSignIn = () => {
    sessionContract().catch(() => {})
    routes.loadChrome().catch(() => {})
  }
  const session = wireSession(ctx, {
    load: (routeId) => routes.load(routeId),
    // the drawer's pages and the page's parts used on demand, once the signed-in page shown has
    // settled; a prefetch that fails is tried again when the route is entered or the part used
    prefetch: (routeIds) =>
      whenSettled(() => {
        for (const id of routeIds) routes.load(id).catch(() => {})
        routes.preloadParts()
      }),
    // from a sign-in page (decision 051): once the browser is idle (the guard lets the page
    // through before it is hydrated, main.tsx), what a sign-in needs and leads to is fetched, not
    // run; it runs once the user acts on the page (typing their id leaves time for it), or at the
    // latest with the sign-in, so a visitor who only looks pays nothing on the main thread
    warmSignIn: () => {
      whenIdle(() => {
        for (const url of config.signInNext ?? []) config.prefetchFile?.(url)
      })
      whenUserActs(prepareSignIn)
    },
    signingIn: prepareSignIn,
    reload: config.reload,
  })
  function createRoot() {
    return createActor(
      portalMachine.provide({
        actors: {
          session: session.session,
          routeGuard: session.routeGuard,
        },
        actions: {
          startAppBar: enqueueActions(({ context, enqueue }) => {
            if (!appBar) throw new Error('the app bar has not arrived')
            // logic the root's setup does not name: the typed options refuse an id for it, so it is
            // called as xstate types spawnChild for a machine that names no actors
            const spawn = enqueue.spawnChild as (
              src: string | AnyActorLogic,
              options: { id: string; systemId: string; input?: unknown },
            ) => void
            for (const [id, spec] of Object.entries(appBar))
              spawn(spec.logic, {
                id,
                systemId: id,
                input: spec.input?.({ linkHosts: context.linkHosts, routes: context.routes }),
              })
          }),
        },
      }),
      {
        input: {
          viewportWidth: config.viewportWidth,
          linkHosts: config.linkHosts,
          routes: ROUTE_TABLE,
          // the session's pages (the first page's among them) have theirs from its wiring; every
          // other route's come with its chunk
          pageActors: (entry) => session.pageActors(entry) ?? routes.pageActors(entry),
          navigate: (to) => config.navigate(to, { replace: true }),
        },
        inspect,
        systemId: PORTAL_SYSTEM_ID,
      },
    )
  }
  const portal = createRoot()
  root = portal
  portal.start()
  // a page opened directly (a bookmark, a reload, a link) needs its chunk and the chrome: fetched
  // now, beside the guard's session check, rather than after it; the guard's own load then finds
  // them loaded or on their way. A visitor sent elsewhere has fetched one chunk for nothing.
  const opening = config.initialPath ? routeIdOf(config.initialPath) : null
  if (opening) routes.load(opening).catch(() => {})
  // another window signed in or out: the session reads who it is now (issue 15 item 1)
  const unwatch = config.watchStorage?.((key) => {
    if (key !== null && key !== TOKEN_KEYS.authToken) return
    if (client.tokens.storedToken() !== client.tokens.getToken())
      sessionActor()?.send({ type: 'TOKEN.CHANGED' })
  })
  const children = portal.getSnapshot().children

  return {
    journal,
    root: portal,
    /** stops the actor system and stops watching the storage */
    stop() {
      unwatch?.()
      portal.stop()
    },
    prefs,
    ui: children.ui!,
    /** the screens of the route chunks loaded so far */
    routes,
    /** held by the router while it draws a page (decision 064) */
    answers,
    /** the message catalogues by locale, completed in place as the chrome loads */
    catalogues,
    session: children.session!,
    guard: children.routeGuard!,
    /** the QA strip's reading of the answers (demo builds only) */
    qaCalls,
    /** what each feature's views need (their declared interfaces) */
    views: {
      session: {
        session: children.session!,
      },
      shell: {
        session: children.session!,
        journal,
        externalLinks: config.externalLinks,
        exportProblemReport,
        // the statechart inspector's (/Playground): development builds only (decision 044)
        inspection: import.meta.env.DEV
          ? {
              root: portal,
              machines: () => import('./machine-registry').then((m) => m.MACHINES),
            }
          : undefined,
      },
    },
  }
}

export type Portal = ReturnType<typeof createPortal>
/** The root of the portal's actor system. */
export type PortalRoot = Portal['root']
