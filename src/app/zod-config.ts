import { z } from 'zod'

/**
 * zod compiles object parsers with `new Function` when the page allows it, and finds out by trying
 * once; under the portal's CSP (no eval, decision 014) that try is reported as a violation. The
 * portal parses small answers, so the interpreted parsers cost nothing noticeable. Imported first
 * by main.tsx, before any module parses at load.
 */
z.config({ jitless: true })
