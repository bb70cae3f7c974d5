import { setupWorker } from 'msw/browser'
import { createHandlers } from './handlers'
import { createSeededDb } from './create'
import { dumpDb } from './db'
import { createMockClock } from './clock'
import { tabPasswords } from './passwords'
import { fetchReportFont } from './files/report-font'
import { newSidKey } from './partner-sid'

const STORAGE_KEY = 'mock-db'
const SID_KEY_STORAGE_KEY = 'mock-partner-sid-key'

/**
 * The mock API in the browser (service worker) for `npm run dev`. Its data lives in the tab's
 * sessionStorage, so a reload keeps the signed-in session and any changes; a new tab starts fresh.
 */
export async function startBrowserMock() {
  const saved = sessionStorage.getItem(STORAGE_KEY)
  const db = await createSeededDb(
    saved
      ? { passwords: tabPasswords, dump: saved }
      : { passwords: tabPasswords, config: { MOCK_STAFF: 6, MOCK_CUSTOMERS: 20 } },
  )
  const clock = createMockClock()
  // the tab's partner sid key lives as long as its data
  const partnerSidKey = sessionStorage.getItem(SID_KEY_STORAGE_KEY) ?? newSidKey()
  sessionStorage.setItem(SID_KEY_STORAGE_KEY, partnerSidKey)
  const save = () => sessionStorage.setItem(STORAGE_KEY, dumpDb(db, { sessions: true }))
  if (!saved) save()
  const worker = setupWorker(
    ...createHandlers({
      db,
      passwords: tabPasswords,
      reportFont: fetchReportFont(),
      partnerSidKey,
      now: clock.now,
      advanceClock: clock.advance,
      onChange: save,
      // the tab keeps its sessions, so a reload stays signed in
      onSessionChange: save,
    }),
  )
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true })
  return { db, worker }
}
