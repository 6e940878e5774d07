import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts', 'src/**/*.resilience.test.ts'],
          environment: 'node',
          setupFiles: ['src/test/fail-on-console.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          setupFiles: ['src/test/fail-on-console.ts'],
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
          include: ['src/**/*.resilience.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          setupFiles: ['src/test/fail-on-console.ts'],
          // One file at a time: each one loads the machine on purpose.
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
