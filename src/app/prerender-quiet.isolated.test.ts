import { describe, expect, it, vi } from 'vitest'
import type * as RouteModules from './route-modules'

/** every chrome load the portals made (a sign-in page warms the chrome once the user acts) */
const chromeLoads = vi.hoisted(() => ({ count: 0 }))

vi.mock('./route-modules', async (original) => {
  const actual = await original<typeof RouteModules>()
  return {
    ...actual,
    createRouteLoader: (...args: Parameters<typeof actual.createRouteLoader>) => {
      const loader = actual.createRouteLoader(...args)
      return {
        ...loader,
        loadChrome: (appBar?: boolean) => {
          chromeLoads.count += 1
          return loader.loadChrome(appBar)
        },
      }
    },
  }
})

const { prerender } = await import('./prerender')

describe('a prerendered sign-in page', () => {
  it('is rendered without warming what a sign-in needs: nobody acts on it at build', async () => {
    for (const routeId of ['login', 'v1Login', 'olLogin'] as const) {
      const page = await prerender(routeId)
      expect(page.html).toContain('login-card')
    }
    // a chrome load started here would still be under way when the build (or a test) ends
    expect(chromeLoads.count).toBe(0)
  })
})
