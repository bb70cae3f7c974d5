import {
  enqueueActions,
  sendTo,
  setup,
  type AnyActorLogic,
  type AnyActorRef,
  type ProvidedActor,
  type Spawner,
} from 'xstate'
import type { SessionUser } from '../shared/domain/user'
import { routeParams, type RouteTable } from '../shared/domain/routes'
import type { PageActors, PageEntry } from '../shared/views/feature'
import { appBarFeatures } from '../shared/domain/user'
import { UI_SYSTEM_ID, type PortalReport } from '../shared/machines/effects'
import { uiMachine } from '../shared/machines/ui-machine'
import {
  SESSION_SYSTEM_ID,
  routeGuardMachine,
  sessionMachine,
  type PageShown,
  type SessionReport,
} from '../features/session'

export interface PortalInput {
  viewportWidth: number
  /** hosts a notification link may open */
  linkHosts: readonly string[]
  /** every route's meta, from the features' manifests */
  routes: RouteTable
  /** the page actors a route declares for an entry (its chunk's `actors`), once its code is loaded */
  pageActors: PageActorsOf
  /** shows a location in place of the one shown (the router's navigate, replacing) */
  navigate: (to: string) => void
}

/** The app bar's long-lived actors, by id and systemId: they arrive with the chrome chunk. */
export const APP_BAR_ACTORS = ['voucherBar', 'notifications', 'messageLine'] as const
export type AppBarActorId = (typeof APP_BAR_ACTORS)[number]
/** Their logic, wired by the chrome chunk (`src/features/shell/chrome.tsx`). */
export type AppBarLogic = Record<AppBarActorId, AnyActorLogic>

/** The page shown and its actors (children of the root, started for it). */
export interface ShownPage {
  path: string
  /** its path and query, as it was shown */
  location: string
  /** the user it was shown for */
  userId: string | null
  actors: Record<string, AnyActorRef>
  /** where `PAGE.BACK` goes: the page shown before it for the same user in this window */
  previous: string | null
}

/** A page actor asks to leave its page for the one before (none: home). */
export type PageBackEvent = { type: 'PAGE.BACK' }

/** The page actors a route declares for an entry (its chunk's `actors`), once its code is loaded. */
export type PageActorsOf = (entry: PageEntry) => PageActors

/** The route guard's report: the route is shown now. */
export type PageShownEvent = { type: 'PAGE.SHOWN'; page: PageShown }

/** The app bar's events about the session: each is sent to the actors that take it. */
type AppBarSessionEvent =
  | { type: 'SESSION.ENDED' }
  | { type: 'SESSION.STARTED'; session: SessionUser }
  /** the voucher tools: whether this user's vouchers are QR vouchers (site 48), their count now */
  | { type: 'SESSION.STARTED'; qrVoucher: boolean; usableCount: number }

/**
 * What the app bar's actors are told when the session changes from `userId` to `session` (the
 * session as they see it: none while the first password is pending).
 */
export function appBarSessionEvents(
  userId: string | null,
  session: SessionUser | null,
): { to: AppBarActorId; event: AppBarSessionEvent }[] {
  // the same user (a new usable count, a refresh): nothing for the app bar, which reads the
  // count from the session itself
  if ((session?.user.userId ?? null) === userId) return []
  // another user (or nobody): the app-bar actors start over for them
  const events: { to: AppBarActorId; event: AppBarSessionEvent }[] = APP_BAR_ACTORS.map((to) => ({
    to,
    event: { type: 'SESSION.ENDED' },
  }))
  if (session)
    events.push(
      { to: 'notifications', event: { type: 'SESSION.STARTED', session } },
      { to: 'messageLine', event: { type: 'SESSION.STARTED', session } },
      {
        to: 'voucherBar',
        event: {
          type: 'SESSION.STARTED',
          qrVoucher: appBarFeatures(session).qrVoucher,
          usableCount: session.usableCount,
        },
      },
    )
  return events
}

export interface PortalContext extends PortalInput {
  userId: string | null
  /** the session as the app bar sees it */
  session: SessionUser | null
  /** the app bar's actors have been started */
  appBar: boolean
  /** the page shown and its actors */
  page: ShownPage | null
  /** pages shown so far: each page's actors have ids of their own */
  pageSeq: number
}

export type PortalEvent =
  SessionReport | PortalReport | PageShownEvent | PageBackEvent | { type: 'APP_BAR.ARRIVED' }

// xstate reads `types` only for inference; every field is optional, so `{}` is a value of it
const types: {
  input?: PortalInput
  context?: PortalContext
  events?: PortalEvent
} = {}

/**
 * The root of the portal's one actor system. Its children are the long-lived actors (ui,
 * session, route guard, and, once the chrome chunk has brought them, the app bar's voucher tools,
 * bell and message line), each with a systemId; and the shown page's actors, which it starts
 * when the route guard reports the page shown (`PAGE.SHOWN`) and stops when another is. The root forwards what one actor reports to the actors it concerns, so every
 * message between them is an event the journal and the inspector see.
 */
export const portalMachine = setup({
  types,
  actors: {
    ui: uiMachine,
    session: sessionMachine,
    routeGuard: routeGuardMachine,
  },
  actions: {
    /**
     * Starts the app bar's actors as children (ids and systemIds `APP_BAR_ACTORS`); the portal
     * provides it with the logic the chrome chunk wired.
     */
    startAppBar: () => {
      throw new Error('startAppBar is provided by createPortal')
    },
    /** shows a location in place of the one shown (the portal provides the router's) */
    /**
     * The page left stops its actors; the page shown starts its own as the root's children, with
     * the input its route declares, and the bell reads its list again. The same path shown again
     * for the same user (the guard checks every location) keeps its actors.
     */
    enterPage: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'PAGE.SHOWN') return
      const { path, routeId, search, session } = event.page
      const userId = session?.user.userId ?? null
      const kept = context.page
      if (kept && kept.path === path && kept.userId === userId) return
      for (const ref of Object.values(kept?.actors ?? {})) enqueue.stopChild(ref)
      const specs = routeId
        ? context.pageActors({
            routeId,
            path,
            params: routeParams(routeId, path),
            search: new URLSearchParams(search),
            session,
            today: new Date(),
          })
        : {}
      const seq = context.pageSeq + 1
      enqueue.assign({
        pageSeq: seq,
        page: ({ spawn }) => {
          // logic the root's setup does not name: the typed spawn refuses an id for it, so it is
          // called as xstate types the spawner of a machine that names no actors
          const start = spawn as Spawner<ProvidedActor>
          const actors: Record<string, AnyActorRef> = {}
          for (const [name, spec] of Object.entries(specs))
            actors[name] = start(spec.logic, { id: `page.${seq}.${name}`, input: spec.input })
          const location = search ? `${path}?${search}` : path
          const previous = kept && kept.userId === userId ? kept.location : null
          return { path, location, userId, actors, previous }
        },
      })
      // the app bar stays across pages: each page the same user moves to shows the bell's list
      // read again (a new user's bell loads by itself)
      if (context.appBar && userId !== null && kept?.userId === userId)
        enqueue.sendTo(({ system }) => system.get('notifications'), { type: 'REFRESH' })
    }),
  },
}).createMachine({
  id: 'portal',
  context: ({ input }) => ({
    ...input,
    userId: null,
    session: null,
    appBar: false,
    page: null,
    pageSeq: 0,
  }),
  invoke: [
    {
      id: 'ui',
      systemId: UI_SYSTEM_ID,
      src: 'ui',
      input: ({ context }) => ({ width: context.viewportWidth }),
    },
    { id: 'session', systemId: SESSION_SYSTEM_ID, src: 'session' },
    {
      id: 'routeGuard',
      systemId: 'routeGuard',
      src: 'routeGuard',
      input: ({ context }) => ({ routes: context.routes }),
    },
  ],
  on: {
    'PAGE.SHOWN': { actions: 'enterPage' },
    'PAGE.BACK': { actions: ({ context }) => context.navigate(context.page?.previous ?? '/') },
    'APP_BAR.ARRIVED': {
      guard: ({ context }) => !context.appBar,
      actions: enqueueActions(({ context, enqueue }) => {
        enqueue('startAppBar')
        enqueue.assign({ appBar: true })
        // they start as for nobody: tell them who is signed in now
        for (const { to, event } of appBarSessionEvents(null, context.session))
          enqueue.sendTo(({ system }) => system.get(to), event)
      }),
    },
    'SESSION.CHANGED': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        // the app-bar actors wait until the first password is set: the server refuses them until
        // then (decision 012)
        const session: SessionUser | null = event.session?.passwordPending ? null : event.session
        if (context.appBar)
          for (const { to, event } of appBarSessionEvents(context.userId, session))
            enqueue.sendTo(({ system }) => system.get(to), event)
        enqueue.assign({ userId: session?.user.userId ?? null, session })
      }),
    },
    'NOTIFICATIONS.CHANGED': {
      guard: ({ context }) => context.appBar,
      actions: sendTo(({ system }) => system.get('notifications'), { type: 'REFRESH' }),
    },
    // a virtual account was issued: the message line shows it without waiting for its poll
    'VBANK.CHANGED': {
      guard: ({ context }) => context.appBar,
      actions: sendTo(({ system }) => system.get('messageLine'), { type: 'REFRESH' }),
    },
    // a page actor that failed reports it here (its parent): say so instead of swallowing it
    '*': {
      actions: ({ event }) => {
        if (event.type.startsWith('xstate.error.actor'))
          console.error('portal: an actor failed', 'error' in event ? event.error : undefined)
      },
    },
  },
})
