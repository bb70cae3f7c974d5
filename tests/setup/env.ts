import { configure } from '@testing-library/dom'
import { z } from 'zod'

// The in-process mock parses as the standalone server does: with compiled object parsers, chosen
// before any schema is made (mock-server/zod-jit.ts). Each test world's seed validates its
// records; interpreted, that was a third of the seed's time. The portal's schemas keep a choice
// made before them (src/shared/contract/zod.ts), and parse the same answers alike either way.
z.config({ jitless: false })

// Tests run the client against an absolute base so that node's fetch can parse the URLs.
process.env.VITE_API_BASE_URL ??= 'http://portal.test'

// A view test waits on what the user would see (a role, a text); how long it may take is a limit,
// not a pace: on a busy 2-core machine a page's few mock round trips and React's commits can take
// seconds, so every wait of every file gets the same generous limit (a passing wait returns at once).
// 15 s was once not enough: a route change that loads a chunk (the report form left by a drawer
// link for the give page) while two whole suites ran side by side. Half the test's own limit.
configure({ asyncUtilTimeout: 30_000 })
