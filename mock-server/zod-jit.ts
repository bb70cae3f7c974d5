import { z } from 'zod'

/**
 * The standalone server compiles the parsers it checks the contract with: zod decides whether an
 * object schema compiles its parser when the schema is made, and the contract's own objects (zod
 * mini) never do, so the server makes them again as compiling ones (`compiled-schema.ts`,
 * decision 081), which reads this setting. It is the server's first import. The portal's own
 * setting (`src/shared/contract/zod.ts`, interpreted under its CSP) is kept only where nothing set
 * one before.
 */
z.config({ jitless: false })
