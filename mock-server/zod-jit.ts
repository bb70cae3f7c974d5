import { z } from 'zod'

/**
 * The standalone server compiles the contract's parsers: zod decides whether an object schema
 * compiles its parser when the schema is made, that is when the contract's modules load, so this
 * module is the server's first import. The portal's own setting (`src/shared/contract/zod.ts`,
 * interpreted under its CSP) is kept only where nothing set one before.
 */
z.config({ jitless: false })
