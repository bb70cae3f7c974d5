// A stand-in wire.ts for tests/lint/boundaries.test.ts (rule 5, "[wiring]"): no feature of src/
// has a wire.ts yet, and the zone rule only reports imports of files that exist. The test lints
// pretend files of this tree with the zones of eslint.config.js resolved against this folder.
export const wired = 'alpha'
