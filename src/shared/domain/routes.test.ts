import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { PATHS, ROUTE_IDS, layoutBackground, routeTable, type RouteDefinition } from './routes'

const definition: RouteDefinition = { access: 'ALL', layout: 'plain', title: 'title.home' }
const all = Object.fromEntries(ROUTE_IDS.map((id) => [id, definition]))

describe('routeTable: the features declare every route once', () => {
  it('puts each declared route at its path', () => {
    const table = routeTable([{ feature: 'one', routes: all }])
    for (const id of ROUTE_IDS) expect(table[id]).toEqual({ ...definition, path: PATHS[id] })
  })

  it('takes the routes split between features in any way (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(3), { minLength: ROUTE_IDS.length, maxLength: ROUTE_IDS.length }),
        (owners) => {
          const declared = [0, 1, 2, 3].map((n) => ({
            feature: `f${n}`,
            routes: Object.fromEntries(
              ROUTE_IDS.filter((_, i) => owners[i] === n).map((id) => [id, definition]),
            ),
          }))
          expect(Object.keys(routeTable(declared)).sort()).toEqual([...ROUTE_IDS].sort())
        },
      ),
    )
  })

  it('refuses a route no feature declares', () => {
    const { gift: _gift, ...rest } = all
    expect(() => routeTable([{ feature: 'one', routes: rest }])).toThrow(/gift/)
  })

  it('refuses a route two features declare', () => {
    expect(() =>
      routeTable([
        { feature: 'one', routes: all },
        { feature: 'two', routes: { gift: definition } },
      ]),
    ).toThrow(/gift is declared by one and two/)
  })

  it('refuses a route without a path', () => {
    expect(() => routeTable([{ feature: 'one', routes: { ...all, nowhere: definition } }])).toThrow(
      /unknown route nowhere/,
    )
  })
})

describe('layoutBackground', () => {
  const LAYOUTS = ['plain', 'v2', 'orange', 'partner', 'mobile', 'blank'] as const
  it('a blank page is white, every other layout gray', () => {
    expect(layoutBackground({ layout: 'blank' })).toBe('white')
    for (const layout of LAYOUTS.filter((l) => l !== 'blank'))
      expect(layoutBackground({ layout }), layout).toBe('gray.50')
  })

  it("the route's own background wins in any layout", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LAYOUTS), fc.string({ minLength: 1 }), (layout, own) => {
        expect(layoutBackground({ layout, backgroundColor: own })).toBe(own)
      }),
    )
  })
})
