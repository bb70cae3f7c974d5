import { describe, it, expect, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { routeGuardMachine, type PageShown } from './route-guard-machine'
import type { SessionUser } from '../../../shared/domain/user'
import type { AuthCode, RoleCode } from '../../../shared/domain/codes'
import type { Message } from '../../../shared/domain/messages'
import { PATHS, type RouteId } from '../../../shared/domain/routes'
import { ROUTE_TABLE } from '../../../../tests/support/route-table'
import { menuRoutes } from '../../../shared/domain/menu-policy'
import { deferred, afterQueuedTimers } from '../../../../tests/support/deferred'

const sessionOf = (userId: string, auth: AuthCode, roleList: RoleCode[]): SessionUser => ({
  user: {
    name: userId,
    userId,
    siteId: 3,
    auth,
    email: `${userId}@example.com`,
    mobile: '010-0000-0000',
    branchCode: 'B001',
    branchName: '강남지점',
  },
  roleList,
  print: true,
  usableCount: 10,
})

/** like the fixtures: fc0001 is an F with every voucher role, siteadmin an A */
const fc0001 = sessionOf('fc0001', 'F', ['RM', 'RD', 'RP', 'PA'])
const siteadmin = sessionOf('siteadmin', 'A', ['RM', 'RD', 'RP', 'PA'])
const noVoucherRoles = sessionOf('adminp', 'F', ['PA'])

function start(
  ensure: (input?: unknown) => Promise<SessionUser | null>,
  load: (routeId: RouteId | null) => Promise<void> = async () => {},
) {
  const ensureSession = vi.fn(ensure)
  const loadRoute = vi.fn(load)
  const navigate = vi.fn<(to: string, replace: boolean | undefined) => void>()
  const notify = vi.fn<(message: Message) => void>()
  const prefetch = vi.fn<(routeIds: readonly RouteId[]) => void>()
  const warmSignIn = vi.fn()
  const reload = vi.fn<() => void>()
  const pageShown = vi.fn<(page: PageShown) => void>()
  const machine = routeGuardMachine.provide({
    actors: {
      ensureSession: fromPromise(({ input }) => ensureSession(input)),
      loadRoute: fromPromise<void, { routeId: RouteId | null }>(({ input }) =>
        loadRoute(input.routeId),
      ),
    },
    actions: {
      navigate: (_, params) => navigate(params.to, params.replace),
      notify: (_, params) => notify(params.message),
      prefetch: (_, params) => prefetch(params.routeIds),
      warmSignIn: () => warmSignIn(),
      reload: () => reload(),
      pageShown: (_, page) => pageShown(page),
    },
  })
  const actor = createActor(machine, { input: { routes: ROUTE_TABLE } }).start()
  return {
    actor,
    ensureSession,
    loadRoute,
    navigate,
    notify,
    prefetch,
    warmSignIn,
    reload,
    pageShown,
  }
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches('allowed') || s.matches('refused'))

describe('routeGuardMachine', () => {
  it('starts waiting and calls nothing before the first ROUTE.ENTER', () => {
    const { actor, ensureSession } = start(async () => null)
    expect(actor.getSnapshot().value).toBe('waiting')
    expect(ensureSession).not.toHaveBeenCalled()
  })

  it('refuses an AUTH route without a user: replace-navigates to / without a message', async () => {
    const { actor, navigate, notify } = start(async () => null)
    actor.send({ type: 'ROUTE.ENTER', path: PATHS.dashboard })
    const snap = await settled(actor)
    expect(snap.value).toBe('refused')
    expect(snap.context.allowedPath).toBeNull()
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith('/', true)
    expect(notify).not.toHaveBeenCalled()
  })

  it('refuses an F user on /v2/Employee with guard.noPermission and sends them home', async () => {
    const { actor, navigate, notify } = start(async () => fc0001)
    actor.send({ type: 'ROUTE.ENTER', path: '/v2/Employee' })
    const snap = await settled(actor)
    expect(snap.value).toBe('refused')
    expect(notify).toHaveBeenCalledTimes(1)
    expect(notify.mock.calls[0]?.[0].key).toBe('guard.noPermission')
    expect(navigate).toHaveBeenCalledWith('/', true)
    expect(snap.context.allowedPath).toBeNull()
  })

  it('allows an A user on /v2/employee (routes match case-insensitively)', async () => {
    const { actor, navigate, notify } = start(async () => siteadmin)
    actor.send({ type: 'ROUTE.ENTER', path: '/v2/employee' })
    const snap = await settled(actor)
    expect(snap.value).toBe('allowed')
    expect(snap.context.routeId).toBe('employee')
    expect(snap.context.allowedPath).toBe('/v2/employee')
    expect(navigate).not.toHaveBeenCalled()
    expect(notify).not.toHaveBeenCalled()
  })

  it('refuses /v2/Give to a user without any voucher role', async () => {
    const { actor, navigate, notify } = start(async () => noVoucherRoles)
    actor.send({ type: 'ROUTE.ENTER', path: '/v2/Give' })
    const snap = await settled(actor)
    expect(snap.value).toBe('refused')
    expect(notify.mock.calls[0]?.[0].key).toBe('guard.noPermission')
    expect(navigate).toHaveBeenCalledWith('/', true)
  })

  it('allows /v2/Give to a user holding a voucher role', async () => {
    const { actor } = start(async () => sessionOf('fc0002', 'F', ['RM']))
    actor.send({ type: 'ROUTE.ENTER', path: '/v2/Give' })
    const snap = await settled(actor)
    expect(snap.value).toBe('allowed')
    expect(snap.context.allowedPath).toBe('/v2/Give')
  })

  it('keeps GUEST /v2/Login open to a signed-in user', async () => {
    const { actor, navigate, notify } = start(async () => fc0001)
    actor.send({ type: 'ROUTE.ENTER', path: '/v2/Login' })
    const snap = await settled(actor)
    expect(snap.value).toBe('allowed')
    expect(snap.context.allowedPath).toBe('/v2/Login')
    expect(navigate).not.toHaveBeenCalled()
    expect(notify).not.toHaveBeenCalled()
  })

  it('takes no failed question for a refusal: the guard fails and sends nowhere (decision 079)', async () => {
    const missing = new Error('no session in this system')
    const { actor, navigate } = start(async () => {
      throw missing
    })
    const failed = waitFor(actor, (s) => s.matches('allowed'))
    actor.send({ type: 'ROUTE.ENTER', path: PATHS.dashboard })
    await expect(failed).rejects.toBe(missing)
    expect(navigate).not.toHaveBeenCalled()
  })

  it('calls ensureSession on every ROUTE.ENTER and keeps the page shown while checking', async () => {
    const { actor, ensureSession } = start(async () => siteadmin)
    actor.send({ type: 'ROUTE.ENTER', path: PATHS.dashboard })
    await waitFor(actor, (s) => s.matches('allowed'))
    expect(ensureSession).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.allowedFor).toBe('siteadmin')
    actor.send({ type: 'ROUTE.ENTER', path: PATHS.give })
    expect(actor.getSnapshot().value).toBe('checking')
    expect(actor.getSnapshot().context.allowedPath).toBe(PATHS.dashboard)
    await waitFor(actor, (s) => s.matches('allowed'))
    expect(ensureSession).toHaveBeenCalledTimes(2)
    actor.send({ type: 'ROUTE.ENTER', path: PATHS.give })
    await waitFor(actor, (s) => s.matches('allowed'))
    expect(ensureSession).toHaveBeenCalledTimes(3)
    expect(actor.getSnapshot().context.allowedPath).toBe(PATHS.give)
  })

  it('a second ROUTE.ENTER while checking restarts the check; the first result is dropped', async () => {
    const first = deferred<SessionUser | null>()
    const second = deferred<SessionUser | null>()
    const queue = [first, second]
    const { actor, ensureSession, navigate, notify } = start(() => queue.shift()!.promise)

    actor.send({ type: 'ROUTE.ENTER', path: '/v2/Employee' })
    actor.send({ type: 'ROUTE.ENTER', path: PATHS.dashboard })
    expect(ensureSession).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().context.path).toBe(PATHS.dashboard)

    // the first check would refuse an F user on /v2/Employee: it must not be applied
    first.resolve(fc0001)
    await afterQueuedTimers()
    expect(actor.getSnapshot().value).toBe('checking')
    expect(notify).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()

    second.resolve(fc0001)
    const snap = await settled(actor)
    expect(snap.value).toBe('allowed')
    expect(snap.context.allowedPath).toBe(PATHS.dashboard)
    expect(notify).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('a stale result arriving after the newer check finished is ignored too', async () => {
    const first = deferred<SessionUser | null>()
    const second = deferred<SessionUser | null>()
    const queue = [first, second]
    const { actor, navigate } = start(() => queue.shift()!.promise)

    actor.send({ type: 'ROUTE.ENTER', path: PATHS.dashboard })
    actor.send({ type: 'ROUTE.ENTER', path: PATHS.login })
    second.resolve(null)
    await waitFor(actor, (s) => s.matches('allowed'))
    expect(actor.getSnapshot().context.allowedPath).toBe(PATHS.login)

    // the first (an AUTH route with no user) would redirect if it were applied
    first.resolve(null)
    await afterQueuedTimers()
    expect(actor.getSnapshot().value).toBe('allowed')
    expect(actor.getSnapshot().context.allowedPath).toBe(PATHS.login)
    expect(navigate).not.toHaveBeenCalled()
  })
})

describe("routeGuardMachine loads a route's code before showing it (issue 8)", () => {
  it('an allowed route is shown only once its code is loaded', async () => {
    const chunk = deferred<void>()
    const { actor, loadRoute, pageShown } = start(
      async () => siteadmin,
      () => chunk.promise,
    )
    actor.send({ type: 'ROUTE.ENTER', path: PATHS.dashboard, search: 'page=2' })
    await waitFor(actor, (s) => s.matches('loading'))
    expect(loadRoute).toHaveBeenCalledWith('dashboard')
    expect(actor.getSnapshot().context.allowedPath).toBeNull()
    // its page actors start only once it is shown
    expect(pageShown).not.toHaveBeenCalled()
    chunk.resolve()
    await waitFor(actor, (s) => s.matches('allowed'))
    expect(actor.getSnapshot().context.allowedPath).toBe(PATHS.dashboard)
    expect(pageShown).toHaveBeenCalledExactlyOnceWith({
      path: PATHS.dashboard,
      routeId: 'dashboard',
      search: 'page=2',
      session: siteadmin,
    })
  })

  it('while a slow chunk loads, the page shown before stays and a newer navigation wins', async () => {
    const slow = deferred<void>()
    const { actor } = start(
      async () => siteadmin,
      (id) => (id === 'give' ? slow.promise : Promise.resolve()),
    )
    actor.send({ type: 'ROUTE.ENTER', path: PATHS.dashboard })
    await waitFor(actor, (s) => s.matches('allowed'))
    actor.send({ type: 'ROUTE.ENTER', path: PATHS.give })
    await waitFor(actor, (s) => s.matches('loading'))
    expect(actor.getSnapshot().context.allowedPath).toBe(PATHS.dashboard)
    // the user goes elsewhere before the slow chunk arrives: its late arrival changes nothing
    actor.send({ type: 'ROUTE.ENTER', path: PATHS.olGreeting })
    await waitFor(actor, (s) => s.matches('allowed'))
    slow.resolve()
    await Promise.resolve()
    expect(actor.getSnapshot().context.allowedPath).toBe(PATHS.olGreeting)
  })

  it('a chunk that fails to load marks the path failed; RELOAD reloads; the next route clears it', async () => {
    const { actor, reload } = start(
      async () => siteadmin,
      async (id) => {
        if (id === 'give') throw new TypeError('Failed to fetch dynamically imported module')
      },
    )
    actor.send({ type: 'ROUTE.ENTER', path: PATHS.dashboard })
    await waitFor(actor, (s) => s.matches('allowed'))
    actor.send({ type: 'ROUTE.ENTER', path: PATHS.give })
    await waitFor(actor, (s) => s.matches('loadFailed'))
    expect(actor.getSnapshot().context.failedPath).toBe(PATHS.give)
    expect(actor.getSnapshot().context.allowedPath).toBe(PATHS.dashboard)
    actor.send({ type: 'RELOAD' })
    expect(reload).toHaveBeenCalledTimes(1)
    actor.send({ type: 'ROUTE.ENTER', path: PATHS.dashboard })
    expect(actor.getSnapshot().context.failedPath).toBeNull()
  })

  it('a login page asks for what a sign-in leads to, and no route’s code; a public page does not', async () => {
    const { actor, prefetch, warmSignIn } = start(async () => null)
    actor.send({ type: 'ROUTE.ENTER', path: PATHS.login })
    await waitFor(actor, (s) => s.matches('allowed'))
    expect(warmSignIn).toHaveBeenCalledTimes(1)
    // the page the user lands on is known once they are: no landing page's code is guessed at
    expect(prefetch).not.toHaveBeenCalled()
    actor.send({ type: 'ROUTE.ENTER', path: '/ol/Greeting' })
    await waitFor(actor, (s) => s.matches('allowed'))
    expect(warmSignIn).toHaveBeenCalledTimes(1)
    expect(prefetch).not.toHaveBeenCalled()
  })

  it('a signed-in page, once shown, asks for the pages of the user’s drawer, once per user', async () => {
    let who: SessionUser = fc0001
    const { actor, prefetch } = start(async () => who)
    actor.send({ type: 'ROUTE.ENTER', path: PATHS.dashboard })
    await waitFor(actor, (s) => s.matches('allowed'))
    // later: once the page has settled, not beside its own code and data
    expect(prefetch).toHaveBeenCalledExactlyOnceWith(menuRoutes(ROUTE_TABLE, fc0001))
    actor.send({ type: 'ROUTE.ENTER', path: PATHS.give })
    await waitFor(actor, (s) => s.matches('allowed'))
    expect(prefetch).toHaveBeenCalledTimes(1)
    // another user signed in in this tab: their own drawer
    who = siteadmin
    actor.send({ type: 'ROUTE.ENTER', path: PATHS.dashboard })
    await waitFor(actor, (s) => s.matches('allowed'))
    expect(prefetch).toHaveBeenLastCalledWith(menuRoutes(ROUTE_TABLE, siteadmin))
    expect(menuRoutes(ROUTE_TABLE, siteadmin)).toContain('statisticsOverview')
  })

  it('a page whose code failed to load asks for nothing more', async () => {
    const { actor, prefetch } = start(
      async () => fc0001,
      async () => {
        throw new Error('chunk')
      },
    )
    actor.send({ type: 'ROUTE.ENTER', path: PATHS.dashboard })
    await waitFor(actor, (s) => s.matches('loadFailed'))
    expect(prefetch).not.toHaveBeenCalled()
  })
})

describe('routeGuardMachine asks for the page it decides on (decision 085)', () => {
  it("asks who is signed in for the entered path's route, so a read it makes is that page's", async () => {
    const { actor, ensureSession } = start(async () => fc0001)
    actor.send({ type: 'ROUTE.ENTER', path: '/v2/dashboard' })
    await settled(actor)
    expect(ensureSession).toHaveBeenLastCalledWith({ page: 'dashboard' })
    actor.send({ type: 'ROUTE.ENTER', path: '/' })
    await waitFor(actor, (s) => s.matches('allowed') && s.context.path === '/')
    expect(ensureSession).toHaveBeenLastCalledWith({ page: 'home' })
  })
})
