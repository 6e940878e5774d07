import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts'],
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
    ],
  },
})
