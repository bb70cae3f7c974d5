import type { MockFeature } from './feature'

/** A feature's part of the mock server, with the name of its folder. */
export interface FoundFeature {
  readonly name: string
  readonly feature: MockFeature
}

const SERVER_FILE = 'server.ts'

/**
 * Every `mock-server/features/<feature>/server.ts`, by path: where Vite runs the mock (the
 * browser's mock of `npm run dev`, the tests) from its glob, as the portal finds its manifests;
 * under Node alone (the standalone server) by reading the folders.
 */
async function serverFiles(): Promise<Record<string, MockFeature>> {
  if (import.meta.env)
    return import.meta.glob<MockFeature>('./features/*/server.ts', {
      eager: true,
      import: 'default',
    })
  const { readdirSync } = await import('node:fs')
  const folder = new URL('./features/', import.meta.url)
  const names = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  const found = await Promise.all(
    names.map(async (name) => {
      const module: { default: MockFeature } = await import(
        /* @vite-ignore */ new URL(`${name}/${SERVER_FILE}`, folder).href
      )
      return [`./features/${name}/${SERVER_FILE}`, module.default] as const
    }),
  )
  return Object.fromEntries(found)
}

/** The features in the order of their folders' names. */
export function byName(files: Record<string, MockFeature>): FoundFeature[] {
  return Object.entries(files)
    .map(([path, feature]) => ({ name: path.split('/').at(-2) ?? path, feature }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
}

/**
 * The order the features seed in: each after those it names in `seedAfter`, otherwise by name.
 * A name no feature has, or features that wait on each other, stop the mock's start.
 */
export function seedOrder(features: readonly FoundFeature[]): FoundFeature[] {
  const names = new Set(features.map((f) => f.name))
  for (const { name, feature } of features)
    for (const after of feature.seedAfter ?? [])
      if (!names.has(after)) throw new Error(`${name} seeds after ${after}, which is no feature`)
  const done = new Set<string>()
  const order: FoundFeature[] = []
  while (order.length < features.length) {
    const next = features.find(
      (f) => !done.has(f.name) && (f.feature.seedAfter ?? []).every((a) => done.has(a)),
    )
    if (!next)
      throw new Error(
        `features wait on each other to seed: ${features
          .filter((f) => !done.has(f.name))
          .map((f) => f.name)
          .join(', ')}`,
      )
    done.add(next.name)
    order.push(next)
  }
  return order
}

/** Every feature's part of the mock server, found from `mock-server/features/`. */
export const MOCK_FEATURES: readonly FoundFeature[] = byName(await serverFiles())
