/**
 * The app bar's part of the chrome (decision 083): every layout of S1 §2 with the v2 one (its app
 * bar, drawer and footer), and the provider of what the app bar shows of other features. Loaded
 * with the first route of the v2 layout, beside the chrome (`chrome.tsx`).
 */
export { PortalLayout } from './views/v2-layout'
export { AppBarPartsProvider, type AppBarParts } from './views/app-bar-parts'
