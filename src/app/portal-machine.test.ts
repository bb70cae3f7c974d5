import { describe, expect, it } from 'vitest'
import { createActor, createMachine, enqueueActions, setup, type AnyEventObject } from 'xstate'
import { tellUsableCount, tellUsableCountStale } from '../shared/machines/effects'
import { portalMachine, type PageActorsOf } from './portal-machine'
import { appBarArrived } from '../../tests/support/app-bar'
import type { PageActors, PageEntry } from '../shared/views/feature'
import { fc0001Session } from '../../tests/support/sessions'
import { ROUTE_TABLE } from './features'

/** A child that only records what the root sends it. */
function recorder() {
  const received: string[] = []
  const events: AnyEventObject[] = []
  const logic = createMachine({
    on: {
      '*': {
        actions: ({ event }: { event: AnyEventObject }) => {
          received.push(event.type)
          events.push(event)
        },
      },
    },
  })
  return { received, events, logic }
}

/** the app bar as the chrome brings it: recorders start in place of its actors */
const ARRIVED = appBarArrived()

function startPortal(
  pageActors: PageActorsOf = () => ({}),
  navigate: (to: string) => void = () => {},
) {
  const session = recorder()
  const notifications = recorder()
  const voucherBar = recorder()
  const messageLine = recorder()
  const routeGuard = recorder()
  const appBar = { notifications, voucherBar, messageLine }
  const root = createActor(
    portalMachine.provide({
      actors: { session: session.logic, routeGuard: routeGuard.logic } as never,
      actions: {
        startAppBar: enqueueActions(({ enqueue }) => {
          for (const [id, actor] of Object.entries(appBar))
            (enqueue.spawnChild as unknown as (src: unknown, o: object) => void)(actor.logic, {
              id,
              systemId: id,
            })
        }),
      },
    }),
    { input: { viewportWidth: 1280, linkHosts: [], routes: ROUTE_TABLE, pageActors, navigate } },
  ).start()
  return { root, session, notifications, voucherBar, messageLine }
}

describe('portalMachine forwards what one actor reports', () => {
  it('a report reaches the app-bar actors that take it, as the event each takes', () => {
    const { root, notifications, messageLine, voucherBar } = startPortal()
    root.send(ARRIVED)
    root.send({ type: 'VBANK.CHANGED' })
    expect(messageLine.received).toEqual(['REFRESH'])
    expect(notifications.received).toEqual([])
    expect(voucherBar.received).toEqual([])
  })

  it('NOTIFICATIONS.CHANGED makes the bell load again', () => {
    const { root, session, notifications } = startPortal()
    root.send(ARRIVED)
    root.send({ type: 'NOTIFICATIONS.CHANGED' })
    expect(notifications.received).toEqual(['REFRESH'])
    expect(session.received).toEqual([])
  })

  it('each page the same user moves to makes the bell load again; the first one does not', () => {
    const { root, notifications } = startPortal()
    const shown = (path: string, session: typeof fc0001Session | null = fc0001Session) =>
      root.send({ type: 'PAGE.SHOWN', page: { path, routeId: null, search: '', session } })
    shown('/v2/Login', null)
    root.send(ARRIVED)
    // signed in: the bell loads for the new user by itself, not a second time for the page
    shown('/v2/dashboard')
    expect(notifications.received).not.toContain('PAGE.ENTERED')
    shown('/v2/Gift')
    // the same page checked again by the guard is no visit
    shown('/v2/Gift')
    shown('/v2/dashboard')
    expect(notifications.received.filter((t) => t === 'PAGE.ENTERED')).toHaveLength(2)
    expect(notifications.received).not.toContain('REFRESH')
  })

  it('forwards no usable count: a page actor tells the session straight, by its systemId', () => {
    const spender = setup({
      actions: {
        setUsableCount: (_, _params: { usableCount: number }) => {},
        usableCountStale: () => {},
      },
    }).createMachine({
      entry: { type: 'setUsableCount', params: { usableCount: 7 } },
      on: { STALE: { actions: 'usableCountStale' } },
    })
    const { root, session } = startPortal(() => ({
      spender: {
        logic: spender.provide({
          actions: { setUsableCount: tellUsableCount(), usableCountStale: tellUsableCountStale() },
        }),
      },
    }))
    root.send({
      type: 'PAGE.SHOWN',
      page: { path: '/v2/Gift', routeId: 'gift', search: '', session: fc0001Session },
    })
    expect(session.received).toEqual(['USABLE_COUNT.SET'])
    root.getSnapshot().context.page!.actors.spender!.send({ type: 'STALE' })
    expect(session.received).toEqual(['USABLE_COUNT.SET', 'REFRESH'])
  })
})

describe('the app bar arrives with the chrome', () => {
  it('before it arrives, what concerns it is dropped and the session is kept for it', () => {
    const { root, session, notifications, messageLine, voucherBar } = startPortal()
    root.send({ type: 'SESSION.CHANGED', session: fc0001Session })
    root.send({ type: 'NOTIFICATIONS.CHANGED' })
    root.send({ type: 'VBANK.CHANGED' })
    expect(root.getSnapshot().children).not.toHaveProperty('voucherBar')
    expect(notifications.received).toEqual([])
    expect(messageLine.received).toEqual([])
    expect(voucherBar.received).toEqual([])
    expect(session.received).toEqual([])
  })

  it('once it arrives, its actors start in the system and are told who is signed in', () => {
    const { root, notifications, messageLine, voucherBar } = startPortal()
    root.send({ type: 'SESSION.CHANGED', session: fc0001Session })
    root.send(ARRIVED)
    for (const id of Object.keys(ARRIVED.actors)) expect(root.system.get(id), id).toBeDefined()
    // every one is told the same: the session itself
    for (const actor of [notifications, messageLine, voucherBar])
      expect(actor.events.find((e) => e.type === 'SESSION.STARTED')).toEqual({
        type: 'SESSION.STARTED',
        session: fc0001Session,
      })
    expect(notifications.received.filter((t) => t.startsWith('SESSION'))).toEqual([
      'SESSION.ENDED',
      'SESSION.STARTED',
    ])
    expect(messageLine.received.filter((t) => t.startsWith('SESSION'))).toEqual([
      'SESSION.ENDED',
      'SESSION.STARTED',
    ])
    expect(voucherBar.received.filter((t) => t.startsWith('SESSION'))).toEqual([
      'SESSION.ENDED',
      'SESSION.STARTED',
    ])
    // a second chrome load starts nothing twice
    root.send(ARRIVED)
    expect(notifications.received.filter((t) => t === 'SESSION.STARTED')).toHaveLength(1)
  })

  it('after it arrives, a sign-out and another user reach it', () => {
    const { root, notifications, voucherBar } = startPortal()
    root.send(ARRIVED)
    expect(notifications.received.filter((t) => t.startsWith('SESSION'))).toEqual([])
    root.send({ type: 'SESSION.CHANGED', session: fc0001Session })
    root.send({ type: 'SESSION.CHANGED', session: null })
    expect(notifications.received.filter((t) => t.startsWith('SESSION'))).toEqual([
      'SESSION.ENDED',
      'SESSION.STARTED',
      'SESSION.ENDED',
    ])
    expect(voucherBar.received.filter((t) => t.startsWith('SESSION'))).toEqual([
      'SESSION.ENDED',
      'SESSION.STARTED',
      'SESSION.ENDED',
    ])
  })

  it('a new usable count for the same user tells the app bar nothing: it reads the session', () => {
    const { root, notifications, voucherBar, messageLine } = startPortal()
    root.send(ARRIVED)
    root.send({ type: 'SESSION.CHANGED', session: fc0001Session })
    const before = [notifications, voucherBar, messageLine].map((a) => a.received.length)
    root.send({ type: 'SESSION.CHANGED', session: { ...fc0001Session, usableCount: 3 } })
    expect([notifications, voucherBar, messageLine].map((a) => a.received.length)).toEqual(before)
  })

  it('the first password pending: the app bar is told nobody is signed in', () => {
    const { root, notifications } = startPortal()
    root.send(ARRIVED)
    root.send({ type: 'SESSION.CHANGED', session: { ...fc0001Session, passwordPending: true } })
    expect(notifications.received.filter((t) => t.startsWith('SESSION'))).toEqual([])
  })
})

describe('portalMachine starts the page actors of the page shown', () => {
  /** a page machine that keeps its input */
  const page = createMachine({
    types: {} as { input: { from: string }; context: { from: string } },
    context: ({ input }) => ({ from: input.from }),
  })
  const shown = (path: string, userId: string | null = 'fc0001') => ({
    type: 'PAGE.SHOWN' as const,
    page: {
      path,
      routeId: path.startsWith('/F/') ? ('fcLink' as const) : ('gift' as const),
      search: '?code=A1',
      session: userId ? { ...fc0001Session, user: { ...fc0001Session.user, userId } } : null,
    },
  })

  it("starts them as the root's children with the input the route gives for the entry", () => {
    const entries: PageEntry[] = []
    const { root } = startPortal((entry) => {
      entries.push(entry)
      return { list: { logic: page, input: { from: entry.path } } }
    })
    root.send(shown('/F/abc%20d'))
    const actor = root.getSnapshot().context.page!.actors.list!
    expect(Object.values(root.getSnapshot().children)).toContain(actor)
    expect(actor.getSnapshot().context).toEqual({ from: '/F/abc%20d' })
    expect(entries[0]).toMatchObject({ routeId: 'fcLink', params: { linkCode: 'abc d' } })
    expect(entries[0]!.search.get('code')).toBe('A1')
    expect(entries[0]!.session?.user.userId).toBe('fc0001')
  })

  it('stops the page left and starts the next; the same path for the same user keeps its actors', () => {
    const { root } = startPortal((entry) => ({
      list: { logic: page, input: { from: entry.path } },
    }))
    root.send(shown('/v2/Gift'))
    const first = root.getSnapshot().context.page!.actors.list!
    root.send(shown('/v2/Gift'))
    expect(root.getSnapshot().context.page!.actors.list).toBe(first)
    expect(first.getSnapshot().status).toBe('active')
    // another user on the same path: a page of their own
    root.send(shown('/v2/Gift', 'fc0003'))
    const second = root.getSnapshot().context.page!.actors.list!
    expect(second).not.toBe(first)
    expect(first.getSnapshot().status).toBe('stopped')
    root.send(shown('/F/x'))
    const third = root.getSnapshot().context.page!.actors.list!
    expect(second.getSnapshot().status).toBe('stopped')
    expect(third.getSnapshot().context).toEqual({ from: '/F/x' })
    expect(Object.values(root.getSnapshot().children)).not.toContain(first)
    expect(Object.values(root.getSnapshot().children)).not.toContain(second)
  })

  it('a route without page actors (or no route) leaves none running', () => {
    const { root } = startPortal((entry): PageActors =>
      entry.path === '/v2/Gift' ? { list: { logic: page, input: { from: entry.path } } } : {},
    )
    root.send(shown('/v2/Gift'))
    const first = root.getSnapshot().context.page!.actors.list!
    root.send({
      type: 'PAGE.SHOWN',
      page: { path: '/nowhere', routeId: null, search: '', session: null },
    })
    expect(root.getSnapshot().context.page!.actors).toEqual({})
    expect(first.getSnapshot().status).toBe('stopped')
  })
})

describe('PAGE.BACK: a page actor leaves for the page before', () => {
  const shown = (path: string, search = '', session: typeof fc0001Session | null = fc0001Session) =>
    ({ type: 'PAGE.SHOWN', page: { path, routeId: null, search, session } }) as const

  it('goes to the page shown before for the same user, with its query; home when there is none', () => {
    const went: string[] = []
    const { root } = startPortal(undefined, (to) => went.push(to))
    root.send(shown('/v2/Employee'))
    root.send({ type: 'PAGE.BACK' })
    root.send(shown('/v2/Statistics', 'tab=gift'))
    root.send(shown('/v2/Employee/Create'))
    root.send({ type: 'PAGE.BACK' })
    expect(went).toEqual(['/', '/v2/Statistics?tab=gift'])
  })

  it('does not go back to a page another user was shown', () => {
    const went: string[] = []
    const { root } = startPortal(undefined, (to) => went.push(to))
    root.send(shown('/v2/Statistics', '', null))
    root.send(shown('/v2/Employee'))
    root.send({ type: 'PAGE.BACK' })
    expect(went).toEqual(['/'])
  })
})
