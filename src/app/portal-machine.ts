import {
  enqueueActions,
  setup,
  type AnyActorRef,
  type EventObject,
  type ProvidedActor,
  type Spawner,
} from 'xstate'
import type { SessionUser } from '../shared/domain/user'
import { routeParams, type RouteTable } from '../shared/domain/routes'
import type { PageActors, PageEntry } from '../shared/views/feature'
import type { AppBarReport, AppBarReports, AppBarSessionEvent } from '../shared/views/app-bar'
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

/**
 * The app bar's long-lived actors as the root tells them of what happens: by id (also their
 * systemId), the reports each takes. They arrive with the chrome chunk, which finds them in the
 * features' `app-bar.tsx` (decision 075); the root names none of them.
 */
export type AppBarActors = Record<string, AppBarReports>

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

/**
 * What the app bar's actors `ids` are told when the session changes from `userId` to `session`
 * (the session as they see it: none while the first password is pending): every one the same.
 */
export function appBarSessionEvents(
  ids: readonly string[],
  userId: string | null,
  session: SessionUser | null,
): { to: string; event: AppBarSessionEvent }[] {
  // the same user (a new usable count, a refresh): nothing for the app bar, which reads the
  // count from the session itself
  if ((session?.user.userId ?? null) === userId) return []
  // another user (or nobody): the app-bar actors start over for them
  const events: { to: string; event: AppBarSessionEvent }[] = ids.map((to) => ({
    to,
    event: { type: 'SESSION.ENDED' },
  }))
  if (session)
    for (const to of ids) events.push({ to, event: { type: 'SESSION.STARTED', session } })
  return events
}

/** The app bar's actors that take `report`, with the event each takes it as. */
export function appBarReportEvents(
  actors: AppBarActors | null,
  report: AppBarReport,
): { to: string; event: EventObject }[] {
  return Object.entries(actors ?? {}).flatMap(([to, on]) => {
    const event = on[report]
    return event ? [{ to, event }] : []
  })
}

export interface PortalContext extends PortalInput {
  userId: string | null
  /** the session as the app bar sees it */
  session: SessionUser | null
  /** the app bar's actors, once started: what each is told of */
  appBar: AppBarActors | null
  /** the page shown and its actors */
  page: ShownPage | null
  /** pages shown so far: each page's actors have ids of their own */
  pageSeq: number
}

export type PortalEvent =
  | SessionReport
  | PortalReport
  | PageShownEvent
  | PageBackEvent
  | { type: 'APP_BAR.ARRIVED'; actors: AppBarActors }

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
    /** tells the app bar's actors that take it of the report received */
    tellAppBar: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'NOTIFICATIONS.CHANGED' && event.type !== 'VBANK.CHANGED') return
      for (const { to, event: told } of appBarReportEvents(context.appBar, event.type))
        enqueue.sendTo(({ system }) => system.get(to), told)
    }),
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
      // the app bar stays across pages: its actors that take it are told of each page the same
      // user moves to (the bell reads its list again; a new user's bell loads by itself)
      if (userId !== null && kept?.userId === userId)
        for (const { to, event } of appBarReportEvents(context.appBar, 'PAGE.ENTERED'))
          enqueue.sendTo(({ system }) => system.get(to), event)
    }),
  },
  guards: {
    /** the app bar's actors have not started yet: they start once */
    appBarAwaited: ({ context }) => context.appBar === null,
  },
}).createMachine({
  id: 'portal',
  context: ({ input }) => ({
    ...input,
    userId: null,
    session: null,
    appBar: null,
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
      guard: 'appBarAwaited',
      actions: enqueueActions(({ context, event, enqueue }) => {
        enqueue('startAppBar')
        enqueue.assign({ appBar: event.actors })
        // they start as for nobody: tell them who is signed in now
        for (const { to, event: told } of appBarSessionEvents(
          Object.keys(event.actors),
          null,
          context.session,
        ))
          enqueue.sendTo(({ system }) => system.get(to), told)
      }),
    },
    'SESSION.CHANGED': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        // the app-bar actors wait until the first password is set: the server refuses them until
        // then (decision 012)
        const session: SessionUser | null = event.session?.passwordPending ? null : event.session
        for (const { to, event } of appBarSessionEvents(
          Object.keys(context.appBar ?? {}),
          context.userId,
          session,
        ))
          enqueue.sendTo(({ system }) => system.get(to), event)
        enqueue.assign({ userId: session?.user.userId ?? null, session })
      }),
    },
    // a page changed the notifications (a voucher given), a virtual account was issued: the app
    // bar's actors that take it are told
    'NOTIFICATIONS.CHANGED': { actions: 'tellAppBar' },
    'VBANK.CHANGED': { actions: 'tellAppBar' },
    // a page actor that failed reports it here (its parent): say so instead of swallowing it
    '*': {
      actions: ({ event }) => {
        if (event.type.startsWith('xstate.error.actor'))
          console.error('portal: an actor failed', 'error' in event ? event.error : undefined)
      },
    },
  },
})
