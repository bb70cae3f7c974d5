// A module of the portal read through Vite's SSR loader, as the portal's build reads it (its
// `import.meta.glob`s and aliases resolved), for the scripts that need what the sources declare:
// the features' manifests (check-bundle.mjs), the contract's operations (openapi.ts).
import { createServer } from 'vite'

/** the module at `path` (from the project's root, e.g. `/src/app/features.ts`) */
export async function loadThroughVite(path) {
  const vite = await createServer({
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    return await vite.ssrLoadModule(path)
  } finally {
    await vite.close()
  }
}
