/**
 * `npm run dev` (Vite with the in-browser mock), started once for the whole run by Playwright's
 * `webServer` (playwright.config.ts) for the specs of the development build (the dev checkout,
 * the inspector): the modules it compiles on their first request are compiled once for both.
 */
export const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? 4184)
export const DEV_BASE = `http://127.0.0.1:${DEV_PORT}`
