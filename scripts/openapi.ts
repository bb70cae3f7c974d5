// npm run openapi: writes docs/openapi.json from the contract.
import { mkdirSync, writeFileSync } from 'node:fs'
import { buildOpenApi } from '../src/shared/contract/openapi'
import { operations } from '../src/app/contract'

mkdirSync('docs', { recursive: true })
writeFileSync('docs/openapi.json', `${JSON.stringify(buildOpenApi(operations), null, 2)}\n`)
console.log('docs/openapi.json written')
