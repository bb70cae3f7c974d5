import { defineConfig } from 'vitest/config'
import { chakraGlobalStyles } from './scripts/chakra-global-css.ts'

const ALL = [
  'src/**/*.test.{ts,tsx}',
  'tests/**/*.test.{ts,tsx}',
  'mock-server/**/*.test.ts',
  'scripts/**/*.test.{ts,tsx}',
]
/**
 * Files that replace a module of the portal (`vi.mock`): a replacement takes effect only where
 * the module has not been loaded yet, so these get a module graph of their own
 * (tests/suite/vitest-isolation.test.ts keeps every such file here, by the same name pattern)
 */
const ISOLATED = '**/*.isolated.test.{ts,tsx}'

export default defineConfig({
  // the chrome's stylesheet made at build: an empty one here (decision 060)
  plugins: [chakraGlobalStyles()],
  test: {
    environment: 'node',
    setupFiles: ['tests/setup/env.ts'],
    pool: 'threads',
    // three workers on two cores: a view test waits on the mock's answers and React's commits,
    // and with two workers the cores stood idle a sixth of the tier (docs/testing.md, 2026-11-30:
    // 388 s with two, 347 s with three)
    maxWorkers: 3,
    // a limit for a busy machine, where the waits inside a view test may each take seconds
    testTimeout: 60_000,
    // a view test's setup renders a route: as slow as its waits on that machine
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ALL,
          exclude: [ISOLATED, '**/node_modules/**'],
          // one module graph per worker, not one per file (decision 047): the files import the
          // same portal and mock server, and loading them again for each of 188 files was a third
          // of the run. Each file still gets its own environment, and resets what it changes (msw
          // handlers, the db)
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: [ISOLATED], isolate: true } },
    ],
  },
})
