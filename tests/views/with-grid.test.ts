import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { withGrid } from '../../src/shared/views/feature'
import type { MountedRoute } from '../../src/shared/views/feature'

const mount = () => ({ Screen: () => null }) as MountedRoute

describe('withGrid: a list route asks for the grid beside its screens (issue 45)', () => {
  it("starts the grid's import with the screens', before either has come", async () => {
    let screensCame!: (m: () => MountedRoute) => void
    const screens = vi.fn(() => new Promise<() => MountedRoute>((r) => (screensCame = r)))
    const grid = vi.fn(() => new Promise<never>(() => {}))
    const load = withGrid(screens, grid)
    expect(grid).not.toHaveBeenCalled()
    const loading = load()
    expect(screens).toHaveBeenCalledTimes(1)
    expect(grid).toHaveBeenCalledTimes(1)
    screensCame(mount)
    // the screens' module is what the route gets, whether the grid's import has settled or not
    expect(await loading).toBe(mount)
  })

  it("leaves a failed grid import to the screens' promise: nothing unhandled, the screens decide", async () => {
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      const load = withGrid(
        () => Promise.resolve(mount),
        () => Promise.reject(new Error('chunk gone')),
      )
      expect(await load()).toBe(mount)
      await new Promise((r) => setTimeout(r, 0))
      expect(unhandled).not.toHaveBeenCalled()
      const failing = withGrid(
        () => Promise.reject(new Error('screens gone')),
        () => Promise.reject(new Error('chunk gone')),
      )
      await expect(failing()).rejects.toThrow('screens gone')
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })

  it('is how every feature whose screens draw the grid declares them', () => {
    const features = readdirSync('src/features')
    const drawsGrid = (dir: string): boolean =>
      readdirSync(dir, { withFileTypes: true }).some((entry) =>
        entry.isDirectory()
          ? drawsGrid(join(dir, entry.name))
          : /\.tsx?$/.test(entry.name) &&
            !entry.name.includes('.test.') &&
            readFileSync(join(dir, entry.name), 'utf8').includes('components/data-grid'),
      )
    const withGrids = features.filter((f) => drawsGrid(`src/features/${f}`))
    expect(withGrids.length).toBeGreaterThanOrEqual(5)
    for (const feature of withGrids) {
      const manifest = readFileSync(`src/features/${feature}/feature.ts`, 'utf8')
      const screens = manifest.match(/screen: /g)?.length ?? 0
      expect(manifest.match(/screen: withGrid\(/g)?.length ?? 0, feature).toBe(screens)
    }
  })
})
