import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'tests/**/*.test.{ts,tsx}',
      'mock-server/**/*.test.ts',
      'scripts/**/*.test.{ts,tsx}',
    ],
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
  },
})
