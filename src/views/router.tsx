import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react'
import { Flex, Spinner } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import { Redirect, Route, Switch, useLocation } from 'wouter'
import { ROUTES, ROUTE_REDIRECTS, type RouteId } from '../domain/routes'
import { PageShell } from './layouts/page-shell'
import { EntryPage } from './pages/entry-page'
import DashboardPage from './pages/dashboard-page'
import AdminDashboardPage from './pages/admin-dashboard-page'
import GivePage from './pages/give-page'
import { ErrorPage } from './pages/error-page'
import { LoginPage } from './pages/login-page'
import { PasswordSetPage } from './pages/password-set-page'
import { PreparingPage } from './pages/preparing-page'
import { usePortal } from './portal-context'

// Development routes: only dev builds contain them (the branch is dropped from other builds).
const DEV_SCREENS: Partial<Record<RouteId, ComponentType>> = import.meta.env.DEV
  ? {
      playground: lazy(() => import('./pages/playground-page')),
      test: lazy(() => import('./pages/test-page')),
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

function Pending() {
  return (
    <Flex minH="50vh" align="center" justify="center">
      <Spinner size="lg" color="brand.500" />
    </Flex>
  )
}

/** Renders a route only once the guard (S2 §2.2) has let the current location through. */
function GuardedRoute({ id, children }: { id: RouteId; children: ReactNode }) {
  const [location] = useLocation()
  const { guard } = usePortal()
  const allowedPath = useSelector(guard, (s) => s.context.allowedPath)
  useEffect(() => {
    guard.send({ type: 'ROUTE.ENTER', path: location })
  }, [guard, location])
  if (allowedPath !== location) return <Pending />
  return (
    <PageShell route={ROUTES[id]}>
      <Suspense fallback={<Pending />}>{children}</Suspense>
    </PageShell>
  )
}

const routeIds = (Object.keys(ROUTES) as RouteId[]).filter((id) => {
  const meta = ROUTES[id] as { devOnly?: boolean }
  return import.meta.env.DEV || !meta.devOnly
})

export function AppRoutes() {
  return (
    <Switch>
      {ROUTE_REDIRECTS.map((r) => (
        <Route key={r.from} path={r.from}>
          <Redirect to={r.to} replace />
        </Route>
      ))}
      {routeIds.map((id) => {
        const Screen = SCREENS[id]
        return (
          <Route key={id} path={ROUTES[id].path}>
            <GuardedRoute id={id}>
              {Screen ? <Screen /> : <PreparingPage title={ROUTES[id].title} />}
            </GuardedRoute>
          </Route>
        )
      })}
      <Route>
        <Redirect to={ROUTES.home.path} replace />
      </Route>
    </Switch>
  )
}
