import { describe, expect, it } from 'vitest'
import { createActor, createMachine, type AnyEventObject } from 'xstate'
import { portalMachine } from './portal-machine'

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
  const root = createActor(
    portalMachine.provide({
      actors: {
        session: session.logic,
        notifications: notifications.logic,
        voucherBar: voucherBar.logic,
        messageLine: messageLine.logic,
        routeGuard: routeGuard.logic,
      } as never,
    }),
    { input: { viewportWidth: 1280, linkHosts: [] } },
  ).start()
  return { root, session, notifications, voucherBar }
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
