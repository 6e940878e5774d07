import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // A worker per core, not Vitest's cores minus one: the API tests spend much of
    // their time waiting on the database and on scrypt, so on a 2-core machine one
    // worker left a core idle (measured: 125 order and catalog tests in 62 s with
    // more workers against 87 s with one).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts', 'scripts/**/*.test.mjs'],
          exclude: ['**/*.api.test.ts', '**/*.resilience.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/fail-on-console.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts', 'tests/**/*.api.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/fail-on-console.ts'],
          // PGlite start-up and scrypt make the first request of a file slow on 2 cores.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // `npm run test:resilience`: real server processes under load, kills and faults.
        // Not part of `npm test` (minutes of load); CI runs it on PostgreSQL.
        test: {
          name: 'resilience',
          include: ['tests/resilience/**/*.resilience.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/fail-on-console.ts'],
          // One file at a time: each one loads the machine on purpose.
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
