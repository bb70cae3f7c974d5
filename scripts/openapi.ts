// npm run openapi: writes docs/openapi.json from the contract. The operations are found the way
// the portal finds them (src/app/contract.ts, `import.meta.glob`), so Vite's SSR loader reads it.
import { mkdirSync, writeFileSync } from 'node:fs'
import { buildOpenApi } from '../src/shared/contract/openapi'
import type * as ContractModule from '../src/app/contract'
import { loadThroughVite } from './vite-ssr.mjs'

const { operations } = await loadThroughVite<typeof ContractModule>('/src/app/contract.ts')
mkdirSync('docs', { recursive: true })
writeFileSync('docs/openapi.json', `${JSON.stringify(buildOpenApi(operations), null, 2)}\n`)
console.log('docs/openapi.json written')
