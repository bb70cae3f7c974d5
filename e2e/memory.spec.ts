import { expect, test } from '@playwright/test'
import type { ChildProcess } from 'node:child_process'
import { freePort } from '../tests/support/free-port'
import { heapOverCycles, objectsLimit } from './heap'
import { startStandalone, stopStandalone } from './standalone'

// Route changes leave nothing behind (issue 8, decision 029): after cycles through every page of
// siteadmin's drawer, the JavaScript objects the portal holds have grown by no more than the goal
// allows (5 % over 20 cycles, so its share over the cycles run here) and no more DOM nodes are kept
// out of the document than after the first cycle. V8's compiled code and hidden classes and the
// browser's own records are not the portal's (npm run bench reports them; decision 029).
//
// On a server of its own: on the suite's, the other specs add checkups, employees and vouchers to
// siteadmin's site while the cycles run, and what the pages read between the two readings grows
// with them (in-suite readings of +0.91 to +1.30 % where the page alone read at most +0.49 %; not
// the only cause of high in-suite readings, decision 029).

const CYCLES = 5
const OBJECTS_LIMIT = objectsLimit(CYCLES)

test.describe.configure({ timeout: 150_000 })

let server: ChildProcess | undefined
let base = ''
test.beforeAll(async () => {
  const port = await freePort()
  server = await startStandalone({ SERVE_DIR: 'dist-embedded' }, port)
  base = `http://127.0.0.1:${port}`
})
test.afterAll(async () => {
  if (server) await stopStandalone(server)
})

test(`${CYCLES} more cycles through every page of siteadmin's drawer keep no page and no more objects`, async ({
  page,
}) => {
  const heap = await heapOverCycles(page, CYCLES, { base })
  test.info().annotations.push({ type: 'heap', description: JSON.stringify(heap) })
  expect(heap.pages).toBeGreaterThan(10)
  expect(heap.last.detachedNodes, 'DOM nodes kept out of the document').toBeLessThanOrEqual(
    heap.first.detachedNodes,
  )
  expect(
    heap.objectsGrowth,
    `growth of the JavaScript objects, per cent (most grown, bytes: ${JSON.stringify(heap.grew)})`,
  ).toBeLessThanOrEqual(OBJECTS_LIMIT)
})
