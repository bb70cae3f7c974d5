import { describe, expect, it } from 'vitest'
import { MACHINES } from './machine-registry'
import { portalMachine } from './portal-machine'
import { sessionMachine } from '../features/session/machines/session-machine'

describe('the machine registry of the inspector', () => {
  it('holds every machine by its id, the root and the page machines among them', () => {
    expect(MACHINES.portal).toBe(portalMachine)
    expect(MACHINES.session).toBe(sessionMachine)
    for (const id of ['routeGuard', 'ui', 'dashboard', 'entry', 'gift', 'notifications'])
      expect(MACHINES[id]?.id, id).toBe(id)
  })
})
