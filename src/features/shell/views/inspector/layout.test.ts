import { describe, expect, it } from 'vitest'
import { sessionMachine } from '../../../session'
import { layoutGraph, layoutMachine } from './layout'
import { machineGraph } from './graph'

describe('layoutGraph (elkjs)', () => {
  it('places every state, each inside its parent, and routes every arrow with its label', async () => {
    const layout = await layoutGraph(machineGraph(sessionMachine))
    expect(layout.width).toBeGreaterThan(0)
    expect(layout.height).toBeGreaterThan(0)
    const byId = new Map(layout.nodes.map((n) => [n.id, n]))
    for (const node of layout.nodes) {
      expect(node.width, node.id).toBeGreaterThan(0)
      expect(node.x + node.width).toBeLessThanOrEqual(layout.width)
      expect(node.y + node.height).toBeLessThanOrEqual(layout.height)
      if (node.parent === null) continue
      const parent = byId.get(node.parent)!
      expect(node.x, node.id).toBeGreaterThanOrEqual(parent.x)
      expect(node.y, node.id).toBeGreaterThanOrEqual(parent.y)
      expect(node.x + node.width, node.id).toBeLessThanOrEqual(parent.x + parent.width)
      expect(node.y + node.height, node.id).toBeLessThanOrEqual(parent.y + parent.height)
    }
    expect(byId.get('signedOut')!.container).toBe(true)
    expect(byId.get('authenticated')!.container).toBe(false)
    for (const edge of layout.edges) {
      expect(edge.points.length, edge.label).toBeGreaterThanOrEqual(2)
      expect(edge.labelBox, edge.label).not.toBeNull()
    }
    // an initial dot in the machine and in signedOut
    expect(layout.initials.map((i) => i.parent).sort()).toEqual(['', 'signedOut'])
  })

  it('lays a definition out once', () => {
    expect(layoutMachine(sessionMachine)).toBe(layoutMachine(sessionMachine))
  })
})
