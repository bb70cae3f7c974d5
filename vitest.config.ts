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
    // both cores: vitest's default leaves one of two idle, and the view tests (the on-screen
    // catalogue matrix among them) are what the run waits on
    maxWorkers: 2,
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
