import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react'
import { Flex, Spinner } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import { Redirect, Route, Switch, useLocation } from 'wouter'
import {
  ROUTES,
  ROUTE_REDIRECTS,
  routeIdOf,
  type RouteId,
  type RouteMeta,
} from '../shared/domain/routes'
import type { ActorRefFrom } from 'xstate'
import { ErrorPage, PageShell, PreparingPage } from '../features/shell'
import { useT } from '../shared/views/i18n'
import { EntryPage, LoginPage, PasswordSetPage, type routeGuardMachine } from '../features/session'
import { DashboardPage } from '../features/dashboard'
import { AdminDashboardPage } from '../features/admin-dashboard'
import { GivePage } from '../features/vouchers'

// Development routes: only dev builds contain them (the branch is dropped from other builds).
const DEV_SCREENS: Partial<Record<RouteId, ComponentType>> = import.meta.env.DEV
  ? {
      playground: lazy(() => import('../features/shell/views/playground-page')),
      test: lazy(() => import('../features/shell/views/test-page')),
    }
  : {}

/** The screen of each route; routes of later releases show the preparing page. */
const SCREENS: Partial<Record<RouteId, ComponentType>> = {
  home: EntryPage,
  login: () => <LoginPage variant="v2" />,
  v1Login: () => <LoginPage variant="v1" />,
  olLogin: () => <LoginPage variant="orange" />,
  passwordSet: PasswordSetPage,
  dashboard: DashboardPage,
  adminDashboard: AdminDashboardPage,
  give: GivePage,
  mobileGive: GivePage,
  error: ErrorPage,
  ...DEV_SCREENS,
}

/**
 * While the guard decides (or a lazy screen loads): the page's own indicator. The guard's checking
 * state tells the ui actor, so the global overlay does not show a second spinner.
 */
function Pending() {
  const t = useT()
  return (
    <Flex minH="50vh" align="center" justify="center" data-testid="route-pending">
      <Spinner size="lg" color="accent.solid" aria-label={t('app.loading')} />
    </Flex>
  )
}

const routeIds = (Object.keys(ROUTES) as RouteId[]).filter((id) => {
  const meta = ROUTES[id] as { devOnly?: boolean }
  return import.meta.env.DEV || !meta.devOnly
})

/** Where no route matches (an area root about to redirect): a blank page. */
const NO_ROUTE: RouteMeta = { path: '', access: 'ALL', layout: 'blank', title: 'title.home' }

/**
 * The routes inside one shell: the layout (app bar, drawer, footer) stays mounted while the user
 * moves between pages of the same layout, so its state (message line, voucher tools, bell) lives
 * on. A page renders only once the guard (S2 §2.2) has let the current location through.
 */
export function AppRoutes({ guard }: { guard: ActorRefFrom<typeof routeGuardMachine> }) {
  const [location] = useLocation()
  const allowedPath = useSelector(guard, (s) => s.context.allowedPath)
  useEffect(() => {
    guard.send({ type: 'ROUTE.ENTER', path: location })
  }, [guard, location])
  // While the guard decides, the frame of the last page it let through stays: a refused route's
  // title and layout never show, and the app bar is not torn down between pages.
  const shown = useRef<RouteMeta>(NO_ROUTE)
  if (allowedPath === location) {
    const id = routeIdOf(location)
    shown.current = id ? ROUTES[id] : NO_ROUTE
  }
  return (
    <PageShell route={shown.current}>
      {allowedPath !== location ? (
        <Pending />
      ) : (
        <Suspense fallback={<Pending />}>
          <Switch>
            {ROUTE_REDIRECTS.map((r) => (
              <Route key={r.from} path={r.from}>
                <Redirect to={r.to} replace />
              </Route>
            ))}
            {routeIds.map((routeId) => {
              const Screen = SCREENS[routeId]
              return (
                <Route key={routeId} path={ROUTES[routeId].path}>
                  {Screen ? <Screen /> : <PreparingPage title={ROUTES[routeId].title} />}
                </Route>
              )
            })}
            <Route>
              <Redirect to={ROUTES.home.path} replace />
            </Route>
          </Switch>
        </Suspense>
      )}
    </PageShell>
  )
}
