import { defineFeature } from '../../shared/views/feature'

/**
 * The notifications feature's manifest: the bell and the message line live in the app bar (their
 * actors arrive with the chrome, `src/app/chrome.tsx`), so it has no route of its own.
 */
export default defineFeature({ id: 'notifications' })
