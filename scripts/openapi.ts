// npm run openapi: writes docs/openapi.json from the contract. The operations are found the way
// the portal finds them (src/app/contract.ts, `import.meta.glob`), so Vite's SSR loader reads it.
import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'vite'
import { buildOpenApi } from '../src/shared/contract/openapi'
import type * as ContractModule from '../src/app/contract'

const vite = await createServer({
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
})
try {
  const { operations } = (await vite.ssrLoadModule('/src/app/contract.ts')) as typeof ContractModule
  mkdirSync('docs', { recursive: true })
  writeFileSync('docs/openapi.json', `${JSON.stringify(buildOpenApi(operations), null, 2)}\n`)
  console.log('docs/openapi.json written')
} finally {
  await vite.close()
}
