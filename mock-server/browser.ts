import { setupWorker } from 'msw/browser'
import { createHandlers } from './handlers'
import { createSeededDb } from './create'

/** The mock API in the browser (service worker), seeded fresh on each page load. */
export async function startBrowserMock() {
  const db = await createSeededDb({ config: { MOCK_STAFF: 6, MOCK_CUSTOMERS: 20 } })
  const worker = setupWorker(...createHandlers({ db }))
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true })
  return { db, worker }
}
