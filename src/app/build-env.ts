import type { Env } from '../shared/services/env-schema'

declare const __PORTAL_ENV__: Env

/**
 * The portal's settings, read and checked when it was built (`vite.config.ts` with `parseEnv`):
 * the bundle carries the checked values, not the schema that checks them.
 */
export const env: Env = __PORTAL_ENV__
