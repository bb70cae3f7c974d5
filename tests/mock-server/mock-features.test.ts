import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { z } from 'zod'
import { MOCK_FEATURES, seedOrder, type FoundFeature } from '../../mock-server/features'
import { stored, type MockFeature } from '../../mock-server/feature'
import { COLLECTION_NAMES, STORED, createDb, storedCollections } from '../../mock-server/db'
import { coreCollections } from '../../mock-server/schemas'

/**
 * A feature's part of the mock server lives in `mock-server/features/<feature>/` and is found
 * from there (issue 49): nothing else in `mock-server/` registers it.
 */

const ROOT = join(import.meta.dirname, '../..')
const FEATURES_DIR = join(ROOT, 'mock-server/features')
const folders = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()

/** every non-test source file under `dir`, as paths from the root */
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mjs)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)))
}

/** the module specifiers a file imports (static, dynamic and type imports, re-exports) */
const specifiers = (text: string): string[] =>
  [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!)

describe('mock features found from their folders', () => {
  it('every folder of mock-server/features is a feature the mock runs, in the order of the names', () => {
    expect(folders.length).toBeGreaterThan(5)
    expect(MOCK_FEATURES.map((f) => f.name)).toEqual(folders)
  })

  it('the standalone server (Node, no Vite) finds the same features by reading the folders', () => {
    const names = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        "const { MOCK_FEATURES } = await import('./mock-server/features.ts'); console.log(JSON.stringify(MOCK_FEATURES.map((f) => [f.name, Object.keys(f.feature)])))",
      ],
      { cwd: ROOT, encoding: 'utf8' },
    )
    expect(JSON.parse(names)).toEqual(
      MOCK_FEATURES.map(({ name, feature }) => [name, Object.keys(feature)]),
    )
  })

  it('no file of mock-server/ outside a feature folder imports a feature folder: none lists them', () => {
    const listing = sources('mock-server')
      .filter((file) => !file.startsWith('mock-server/features/'))
      .flatMap((file) =>
        specifiers(readFileSync(join(ROOT, file), 'utf8'))
          .filter((s) => /(^|\/)features\/[^/]+\//.test(s) && !s.includes('src/'))
          .map((s) => `${file} -> ${s}`),
      )
    expect(listing).toEqual([])
  })

  it("the db holds the mock's own collections and every feature's, each checked by its schema", async () => {
    const fromFeatures = MOCK_FEATURES.flatMap(({ feature }) =>
      Object.keys(feature.collections ?? {}),
    )
    expect(COLLECTION_NAMES).toEqual([...Object.keys(coreCollections), ...fromFeatures])
    const db = createDb()
    for (const name of COLLECTION_NAMES) expect(db[name].all()).toEqual([])
    // a feature's collection refuses a record its schema refuses
    await expect(db.gifts.create({ id: 'one' } as never)).rejects.toThrow()
    // a feature's index is made over its collection
    expect(db.indexes.checkups).toBeDefined()
  })

  it('two features naming one collection stop the start', () => {
    const feature = (collections: MockFeature['collections']): MockFeature => ({ collections })
    const both = [
      {
        name: 'a',
        feature: feature({ things: stored(z.object({ id: z.string() }), (r) => r.id) }),
      },
      {
        name: 'b',
        feature: feature({ things: stored(z.object({ id: z.string() }), (r) => r.id) }),
      },
    ]
    expect(() => storedCollections(both)).toThrow('b names the collection things again')
    expect(() =>
      storedCollections([{ name: 'c', feature: feature({ staff: STORED.staff }) }]),
    ).toThrow('c names the collection staff again')
  })
})

describe('seedOrder', () => {
  const named = (name: string, seedAfter: string[] = []): FoundFeature => ({
    name,
    feature: { seedAfter },
  })

  it('seeds each feature after those it names, the others by name, whatever the graph', () => {
    const graph = fc
      .uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 })
      .chain((names) =>
        fc.tuple(
          fc.constant(names),
          // a feature may name only those before it in a shuffled order: no feature waits on itself
          fc.shuffledSubarray(names, { minLength: names.length, maxLength: names.length }),
          fc.array(fc.array(fc.nat()), { minLength: names.length, maxLength: names.length }),
        ),
      )
    fc.assert(
      fc.property(graph, ([names, order, picks]) => {
        const features = [...names].sort().map((name) => {
          const at = order.indexOf(name)
          const before = order.slice(0, at)
          const after = before.length
            ? [...new Set(picks[at]!.map((p) => before[p % before.length]!))]
            : []
          return named(name, after)
        })
        const seeded = seedOrder(features).map((f) => f.name)
        expect([...seeded].sort()).toEqual([...names].sort())
        for (const f of features)
          for (const first of f.feature.seedAfter ?? [])
            expect(seeded.indexOf(first)).toBeLessThan(seeded.indexOf(f.name))
      }),
    )
  })

  it('names the unknown feature, or the features that wait on each other', () => {
    expect(() => seedOrder([named('a', ['nobody'])])).toThrow(
      'a seeds after nobody, which is no feature',
    )
    expect(() => seedOrder([named('a', ['b']), named('b', ['a']), named('c')])).toThrow(
      'features wait on each other to seed: a, b',
    )
  })

  it("the mock's features seed in the order that makes the demo data (statistics after vouchers)", () => {
    const order = seedOrder(MOCK_FEATURES).map((f) => f.name)
    expect(order.indexOf('statistics')).toBeGreaterThan(order.indexOf('vouchers'))
    expect(order.indexOf('purchase')).toBeGreaterThan(order.indexOf('statistics'))
    expect(order.indexOf('reports')).toBeGreaterThan(order.indexOf('dashboard'))
  })
})
