import { describe, expect, it } from 'vitest'
import { createActor, createMachine, enqueueActions, type AnyEventObject } from 'xstate'
import { APP_BAR_ACTORS, portalMachine } from './portal-machine'
import { fc0001Session } from '../../tests/support/sessions'
import { ROUTE_TABLE } from './features'

/** A child that only records what the root sends it. */
function recorder() {
  const received: string[] = []
  const logic = createMachine({
    on: { '*': { actions: ({ event }: { event: AnyEventObject }) => received.push(event.type) } },
  })
  return { received, logic }
}

function startPortal() {
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
          for (const id of APP_BAR_ACTORS)
            (enqueue.spawnChild as unknown as (src: unknown, o: object) => void)(appBar[id].logic, {
              id,
              systemId: id,
            })
        }),
      },
    }),
    { input: { viewportWidth: 1280, linkHosts: [], routes: ROUTE_TABLE } },
  ).start()
  return { root, session, notifications, voucherBar, messageLine }
}

describe('portalMachine forwards what one actor reports', () => {
  it('USABLE_COUNT.STALE (a deposit arrived) makes the session read the user again', () => {
    const { root, session, notifications } = startPortal()
    root.send({ type: 'USABLE_COUNT.STALE' })
    expect(session.received).toEqual(['REFRESH'])
    expect(notifications.received).toEqual([])
  })

  it('NOTIFICATIONS.CHANGED makes the bell load again', () => {
    const { root, session, notifications } = startPortal()
    root.send({ type: 'APP_BAR.ARRIVED' })
    root.send({ type: 'NOTIFICATIONS.CHANGED' })
    expect(notifications.received).toEqual(['REFRESH'])
    expect(session.received).toEqual([])
  })

  it('USABLE_COUNT.CHANGED sets the count in the session', () => {
    const { root, session } = startPortal()
    root.send({ type: 'USABLE_COUNT.CHANGED', usableCount: 7 })
    expect(session.received).toEqual(['USABLE_COUNT.SET'])
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
    root.send({ type: 'APP_BAR.ARRIVED' })
    for (const id of APP_BAR_ACTORS) expect(root.system.get(id), id).toBeDefined()
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
      'SESSION.CHANGED',
    ])
    // a second chrome load starts nothing twice
    root.send({ type: 'APP_BAR.ARRIVED' })
    expect(notifications.received.filter((t) => t === 'SESSION.STARTED')).toHaveLength(1)
  })

  it('after it arrives, a sign-out and another user reach it', () => {
    const { root, notifications, voucherBar } = startPortal()
    root.send({ type: 'APP_BAR.ARRIVED' })
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
      'SESSION.CHANGED',
      'SESSION.ENDED',
    ])
  })

  it('the first password pending: the app bar is told nobody is signed in', () => {
    const { root, notifications } = startPortal()
    root.send({ type: 'APP_BAR.ARRIVED' })
    root.send({ type: 'SESSION.CHANGED', session: { ...fc0001Session, passwordPending: true } })
    expect(notifications.received.filter((t) => t.startsWith('SESSION'))).toEqual([])
  })
})
