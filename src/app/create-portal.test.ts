import { describe, expect, it } from 'vitest'
import { waitFor, type AnyStateMachine, type AnyStateNode } from 'xstate'
import { createPortal, type PortalConfig } from './create-portal'
import { offlinePortalConfig } from './offline-portal'
import { uiIndicator } from '../shared/machines/own-indicator'
import { ROUTE_MODULES, ROUTE_TABLE } from './features'
import { PATHS, routeParams, type RouteId } from '../shared/domain/routes'

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'implementations' in logic && 'root' in logic

/**
 * Every machine the portal runs: the root and its children (the app bar's once the chrome has
 * arrived), the page actors every route declares (each route chunk loaded first), and their
 * children.
 */
async function machinesOf(portal: ReturnType<typeof createPortal>) {
  for (const id of Object.keys(ROUTE_MODULES)) await portal.routes.load(id as RouteId)
  const found = new Map<string, AnyStateMachine>()
  const visit = (name: string, logic: unknown) => {
    if (!isMachine(logic) || [...found.values()].includes(logic)) return
    found.set(name, logic)
    for (const [child, impl] of Object.entries(logic.implementations.actors)) visit(child, impl)
  }
  visit('portal', portal.root.logic)
  const running = portal.root.getSnapshot()
  for (const [id, child] of Object.entries(running.children))
    visit(id, (child as { logic?: unknown } | undefined)?.logic)
  for (const routeId of Object.keys(ROUTE_TABLE) as RouteId[]) {
    const path = PATHS[routeId]
    const entry = {
      routeId,
      path,
      params: routeParams(routeId, path),
      search: new URLSearchParams(),
      session: null,
      today: new Date(),
    }
    for (const [name, spec] of Object.entries(running.context.pageActors(entry)))
      visit(name, spec.logic)
  }
  return found
}

/** The states of a machine that invoke `ownIndicator` (their views show their own spinner). */
function indicatorStates(machine: AnyStateMachine): string[] {
  const found: string[] = []
  const visit = (node: AnyStateNode) => {
    if (node.invoke.some((i) => i.src === 'ownIndicator')) found.push(node.path.join('.'))
    for (const child of Object.values(node.states)) visit(child)
  }
  visit(machine.root)
  return found
}

const portalConfig = () => offlinePortalConfig('http://127.0.0.1:1')

function startPortal() {
  return createPortal(portalConfig())
}

describe('createPortal and the own indicators', () => {
  it('gives every machine that names ownIndicator the one that tells the ui actor', async () => {
    const portal = startPortal()
    const machines = await machinesOf(portal)
    const naming = [...machines].filter(([, m]) => 'ownIndicator' in m.implementations.actors)
    // every machine with a state that shows its own spinner names the indicator, and every
    // feature's route chunk was mounted (a machine of each is among those found)
    for (const [name, machine] of machines)
      if (indicatorStates(machine).length > 0)
        expect(
          naming.map(([n]) => n),
          name,
        ).toContain(name)
    expect(naming.length).toBeGreaterThan(new Set(Object.values(ROUTE_MODULES)).size / 2)
    for (const [name, machine] of naming)
      expect(machine.implementations.actors.ownIndicator, name).toBe(uiIndicator)
    portal.root.stop()
  })

  it('the states whose views show a spinner of their own are the ones that tell', async () => {
    const portal = startPortal()
    const machines = await machinesOf(portal)
    const told = Object.fromEntries(
      [...machines]
        .map(([name, machine]) => [name, indicatorStates(machine)] as const)
        .filter(([, states]) => states.length > 0),
    )
    // which states tell is each view's own choice: a change shows in the snapshot's review
    expect(told).toMatchSnapshot()
    portal.root.stop()
  })
})

describe('createPortal and the journal', () => {
  it('keeps at most journalLimit events (production builds keep a short history)', () => {
    const portal = createPortal({ ...portalConfig(), journalLimit: 5 })
    for (let i = 0; i < 20; i++) portal.ui.send({ type: 'VIEWPORT.RESIZE', width: 400 + i })
    expect(portal.journal.entries()).toHaveLength(5)
    expect(portal.journal.entries().at(-1)?.event).toEqual({ type: 'VIEWPORT.RESIZE', width: 419 })
    portal.stop()
  })
})

describe('createPortal and the page it opens at', () => {
  /** route and chrome chunks that record when they are asked for, and never settle */
  function recordingChunks() {
    const asked: string[] = []
    const never = (name: string) => {
      asked.push(name)
      return new Promise<never>(() => {})
    }
    const chunks: Pick<PortalConfig, 'routeModules' | 'chromeModule'> = {
      routeModules: { dashboard: () => never('dashboard'), give: () => never('give') },
      chromeModule: () => never('chrome'),
    }
    return { asked, chunks }
  }

  it('a page opened directly has its chunk and the chrome asked for at once, before the guard decides', () => {
    const chunks = recordingChunks()
    const portal = createPortal({
      ...portalConfig(),
      ...chunks.chunks,
      initialPath: '/v2/Dashboard',
    })
    // the guard is still asking who is signed in (the server is unreachable here)
    expect(portal.guard.getSnapshot().value).not.toBe('loading')
    expect(chunks.asked.sort()).toEqual(['chrome', 'dashboard'])
    portal.stop()
  })

  it('the sign-in page asks for nothing at once (its prefetch waits for an idle moment)', () => {
    const chunks = recordingChunks()
    const portal = createPortal({
      ...portalConfig(),
      ...chunks.chunks,
      whenIdle: () => {},
      initialPath: '/v2/Login',
    })
    expect(chunks.asked).toEqual([])
    portal.stop()
  })
})

describe('createPortal on a sign-in page', () => {
  /** a portal on /v2/Login whose route code and chrome never arrive, each ask written down */
  async function signInPage() {
    const asked: string[] = []
    const fetched: string[] = []
    const idle: (() => void)[] = []
    const userActs: (() => void)[] = []
    const never = (name: string) => {
      asked.push(name)
      return new Promise<never>(() => {})
    }
    const portal = createPortal({
      ...portalConfig(),
      routeModules: { dashboard: () => never('dashboard'), give: () => never('give') },
      chromeModule: () => never('chrome'),
      whenIdle: (work) => idle.push(work),
      whenUserActs: (work) => userActs.push(work),
      signInNext: ['/assets/contract-a.js', '/assets/chrome-b.js'],
      prefetchFile: (url) => fetched.push(url),
      initialPath: '/v2/Login',
    })
    // nobody is signed in (no token): the guard lets the sign-in page through
    portal.guard.send({ type: 'ROUTE.ENTER', path: '/v2/Login' })
    await waitFor(portal.guard, (s) => s.matches('allowed'))
    return { portal, asked, fetched, idle, userActs }
  }

  it('fetches the listed files when idle without running any; runs the chrome once the user acts', async () => {
    const { portal, asked, fetched, idle, userActs } = await signInPage()
    // the portal hydrates the painted page once the guard has let it through: nothing competes
    expect(fetched).toEqual([])
    for (const work of idle) work()
    expect(fetched).toEqual(['/assets/contract-a.js', '/assets/chrome-b.js'])
    // fetched, not run: no route's code, not the chrome, and no landing page guessed at
    expect(asked).toEqual([])
    for (const work of userActs) work()
    expect(asked).toEqual(['chrome'])
    portal.stop()
  })

  it('a sign-in sent before the user has otherwise acted starts the chrome while it is out', async () => {
    const { portal, asked } = await signInPage()
    await waitFor(portal.session, (s) => s.context.fetched)
    expect(asked).toEqual([])
    portal.session.send({ type: 'LOGIN', userId: 'fc0001', password: 'Test1234!' })
    expect(asked).toEqual(['chrome'])
    portal.stop()
  })
})
