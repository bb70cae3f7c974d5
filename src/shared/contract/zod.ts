import * as z from 'zod/mini'

/**
 * zod as the portal's schemas use it: every contract imports `z` from here, so this runs before
 * any of them defines a schema. zod compiles object parsers with `new Function` when the page
 * allows it, and finds out by trying once; under the portal's CSP (no eval, decision 014) that try
 * is reported as a violation. The portal parses small answers, so the interpreted parsers cost
 * nothing noticeable. (Lint forbids importing zod's values from anywhere else in `src/`.) A
 * process that set its own choice before (the standalone mock server compiles its parsers,
 * `mock-server/zod-jit.ts`) keeps it: zod reads it as each schema is made.
 */
if (z.config().jitless === undefined) z.config({ jitless: true })

export { z }
