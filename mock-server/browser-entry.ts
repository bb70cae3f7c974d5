// Development entry (vite.config.ts): start the in-browser mock, then the portal.
import { startBrowserMock } from './browser'

await startBrowserMock()
await import('../src/app/boot')
