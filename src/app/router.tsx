import {
  memo,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useSelector } from '@xstate/react'
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter'
import {
  LINK_ALIASES,
  PATHS,
  ROUTE_IDS,
  ROUTE_REDIRECTS,
  routeIdOf,
  type RouteId,
  type RouteMeta,
} from '../shared/domain/routes'
import type { ActorRefFrom } from 'xstate'
import {
  LinkFrame,
  PageShell,
  PreparingPage,
  SignedInFrame,
  useRouteTitle,
} from '../features/shell'
import { FRAME_KINDS, type FirstFrame } from '../shared/services/frame-memory'
import { useT } from '../shared/views/i18n'
import { Button, Centered, Spinner } from '../shared/views/plain'
import { useSession } from '../shared/views/app-context'
import type { routeGuardMachine } from '../features/session'
import type { RouteLoader } from './route-modules'
import type { PortalRoot } from './create-portal'
import { PageActorsProvider } from '../shared/views/page-actor'
import type { AnswerHold } from '../shared/services/answer-hold'
import { ROUTE_TABLE, STATIC_SCREENS } from './features'

/**
 * The first page, while the guard decides: the page's own indicator. The guard's checking state
 * tells the ui actor, so the global overlay does not show a second spinner.
 */
function Pending() {
  const t = useT()
  return (
    <Centered height="half" testId="route-pending">
      <Spinner label={t('app.loading')} />
    </Centered>
  )
}

export type { FirstFrame }

/**
 * The frame the page's HTML drew, drawn by the portal as the HTML drew it until the portal's first
 * page is shown (decisions 052, 082): the frame does not give way to an empty page or a spinner.
 */
function PortalFrame({ route, frame }: { route: RouteMeta; frame: FirstFrame }) {
  const t = useT()
  const title = useRouteTitle(route)
  if (frame.kind === FRAME_KINDS.link)
    return <LinkFrame title={title} busy={frame.busy} route={route} />
  return (
    <SignedInFrame
      appName={t('app.name')}
      title={title}
      {...(route.summary ? { summary: t(route.summary) } : {})}
      loading={t('app.loading')}
      copyright={t('app.copyright')}
      line={frame.line}
    />
  )
}

/**
 * A route change in progress: the page shown stays, a thin bar on top says the next one is on
 * its way (it appears only after 200 ms, so a quick change shows nothing).
 */
function RouteProgress() {
  const t = useT()
  return (
    <div
      className="pl-route-progress"
      data-testid="route-progress"
      role="progressbar"
      aria-label={t('app.loading')}
    />
  )
}

/** A route's code could not be loaded (offline, a new deploy): say so and offer a reload. */
function RouteLoadFailed({ onReload }: { onReload: () => void }) {
  const t = useT()
  return (
    <Centered height="half" testId="route-load-failed">
      <div className="pl-message">
        <p>{t('app.routeLoadFailed')}</p>
        <Button type="button" onClick={onReload}>
          {t('app.reload')}
        </Button>
      </div>
    </Centered>
  )
}

/**
 * The browser's title names the page shown: "page · 헬스체크업 매니저" (a tab, the history list and a
 * screen reader's page announcement say where the user is).
 */
function DocumentTitle({ route }: { route: RouteMeta }) {
  const t = useT()
  const title = `${useRouteTitle(route)} · ${t('app.name')}`
  useEffect(() => {
    document.title = title
  }, [title])
  return null
}

const routeIds = ROUTE_IDS.filter((id) => import.meta.env.DEV || !ROUTE_TABLE[id].devOnly)

/** Where no route matches (an area root about to redirect): a blank page. */
const NO_ROUTE: RouteMeta = { path: '', access: 'ALL', layout: 'blank', title: 'title.home' }

/** The frame a page is shown in: its route's layout and title. */
interface Frame {
  path: string | null
  route: RouteMeta
  plain: boolean
}
const NO_FRAME: Frame = { path: null, route: NO_ROUTE, plain: true }

function frameOf(path: string): Frame {
  const id = routeIdOf(path)
  return id
    ? {
        path,
        route: ROUTE_TABLE[id],
        plain: STATIC_SCREENS[id] !== undefined || ROUTE_TABLE[id].plain === true,
      }
    : { ...NO_FRAME, path }
}

/**
 * A route's screen. Memoised: the routes around it render on every step of a navigation (the
 * location, the guard's answer), and a screen (a whole grid) rendering again for each of them
 * made a route change slow; it renders for its own state and the contexts it reads. Its code is
 * loaded before the guard lets its path through, so `routes.screen` has it by its first render.
 */
const RouteScreen = memo(function RouteScreen({
  routeId,
  path,
  routes,
  root,
}: {
  routeId: RouteId
  path: string
  routes: RouteLoader
  root: PortalRoot
}) {
  // the page actors the root started when the guard showed this path (issue 26), deferred with
  // the path (AppRoutes), so the page left is not emptied before the next one is drawn
  const page = useDeferredValue(useSelector(root, (s) => s.context.page))
  const Screen = STATIC_SCREENS[routeId] ?? routes.screen(routeId)
  const actors = page?.path === path ? page.actors : null
  // the same element while the page and its actors are the same: the urgent render of a route
  // change (the deferred values still the page shown) leaves the screen alone
  const shown = useMemo(
    () =>
      Screen && actors ? (
        <PageActorsProvider actors={actors}>
          <Screen />
        </PageActorsProvider>
      ) : null,
    [Screen, actors],
  )
  if (!Screen) return <PreparingPage title={ROUTE_TABLE[routeId].title} />
  return shown
})

/**
 * Enters the location in the route guard as the address changes, with its query as it is then;
 * a change of the query alone is not a new page. It alone reads the query, so a list writing its
 * view into the address redraws nothing else (issue 45).
 */
function RouteEntry({
  guard,
  location,
}: {
  guard: ActorRefFrom<typeof routeGuardMachine>
  location: string
}) {
  const search = useSearch()
  useEffect(() => {
    guard.send({ type: 'ROUTE.ENTER', path: location, search })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [guard, location])
  return null
}

interface AppRoutesProps {
  guard: ActorRefFrom<typeof routeGuardMachine>
  routes: RouteLoader
  root: PortalRoot
  /** held while a page is drawn: answers arriving then wait until it is shown (decision 064) */
  answers?: AnswerHold
  /** the frame the page's HTML drew, kept until the first page is shown */
  firstFrame?: FirstFrame | null
}

/**
 * The routes inside one shell: the layout (app bar, drawer, footer) stays mounted while the user
 * moves between pages of the same layout, so its state (message line, voucher tools, bell) lives
 * on. A page renders once the guard (S2 §2.2) has let its location through and its code is
 * loaded (issue 8): until then the page shown before stays, for the same user, so a route change
 * never shows a fallback.
 */
export function AppRoutes(props: AppRoutesProps) {
  const [location] = useLocation()
  return (
    <>
      <RoutedPage {...props} />
      <RouteEntry guard={props.guard} location={location} />
    </>
  )
}

/** The page the guard has let through, in its frame (see `AppRoutes`). */
function RoutedPage({ guard, routes, root, answers, firstFrame = null }: AppRoutesProps) {
  const [location] = useLocation()
  const allowedPath = useSelector(guard, (s) => s.context.allowedPath)
  const allowedFor = useSelector(guard, (s) => s.context.allowedFor)
  const failedPath = useSelector(guard, (s) => s.context.failedPath)
  const userId = useSession()?.user.userId ?? null
  // the page to show: the location once let through; else the last one let through for the same
  // user (another user never sees the page of the one before)
  const target =
    allowedPath === location || (allowedPath !== null && allowedFor === userId) ? allowedPath : null
  // The frame of the page shown stays while the guard decides: a refused route's title and
  // layout never show, and the app bar is not torn down between pages. Kept as state (set while
  // rendering, when the page shown changes), so a render React sets aside leaves no trace.
  const [frame, setFrame] = useState<Frame>(NO_FRAME)
  if (target !== null && frame.path !== target) setFrame(frameOf(target))
  // A new page is drawn as deferred work: the page shown stays on screen, and React draws the
  // next one in slices between which the browser paints and answers input (a page with a grid
  // and the app bar is hundreds of elements), instead of one long task (issue 27, decision 037).
  const shownPath = useDeferredValue(target)
  const { route, plain } = useDeferredValue(frame)
  // While the next page is drawn in slices, an answer that changed a machine it reads would make
  // React draw it all again in one task: the answers wait until it is on the screen (decision 064)
  const drawing = target !== null && shownPath !== target
  const holding = useRef(false)
  useLayoutEffect(() => {
    if (!answers || drawing === holding.current) return
    holding.current = drawing
    if (drawing) answers.hold()
    else answers.release()
  }, [answers, drawing])
  useLayoutEffect(
    () => () => {
      if (!holding.current) return
      holding.current = false
      answers?.release()
    },
    [answers],
  )
  // the HTML's frame stays until the first page (or its failure) is shown, never again after
  const [framing, setFraming] = useState(firstFrame !== null)
  if (framing && (shownPath !== null || failedPath === location)) setFraming(false)
  if (framing && firstFrame && shownPath === null && failedPath !== location)
    return <PortalFrame route={frameOf(location).route} frame={firstFrame} />
  if (failedPath === location)
    return (
      <PageShell route={route} plain={plain} chrome={routes.chrome()}>
        <RouteLoadFailed onReload={() => guard.send({ type: 'RELOAD' })} />
      </PageShell>
    )
  return (
    <PageShell route={route} plain={plain} chrome={routes.chrome()}>
      {shownPath === null ? null : <DocumentTitle route={route} />}
      {shownPath === null ? (
        <Pending />
      ) : (
        <>
          {shownPath !== location ? <RouteProgress /> : null}
          <Switch location={shownPath}>
            {ROUTE_REDIRECTS.map((r) => (
              <Route key={r.from} path={r.from}>
                <Redirect to={r.to} replace />
              </Route>
            ))}
            {/* S1 §2: the notification links' paths, typed or followed, open their pages */}
            {Object.entries(LINK_ALIASES).map(([from, to]) => (
              <Route key={from} path={from}>
                <Redirect to={to} replace />
              </Route>
            ))}
            {routeIds.map((routeId) => (
              <Route key={routeId} path={PATHS[routeId]}>
                <RouteScreen routeId={routeId} path={shownPath} routes={routes} root={root} />
              </Route>
            ))}
            <Route>
              <Redirect to={PATHS.home} replace />
            </Route>
          </Switch>
        </>
      )}
    </PageShell>
  )
}
