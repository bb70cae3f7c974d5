// Development entry (vite.config.ts): start the in-browser mock, then the portal.
import { startBrowserMock } from './browser'

// the portal's modules are fetched first: once the mock has started, its service worker hands
// every request of the page to the page's own thread and back, the dev server's hundreds of
// module requests among them (a fresh tab took 12 s to show the inspector, issue 44). Fetching
// them runs none of the portal: it starts below, once the mock answers.
await import('../src/app/main')
await startBrowserMock()
await import('../src/app/boot')
