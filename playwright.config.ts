import { defineConfig, devices } from '@playwright/test'

/**
 * Browser journeys (e2e/*.spec.ts). The global setup builds the app if needed,
 * prepares a fresh database with known staff and a pool of sessions, and starts
 * `node dist/server/main.js` on a free port; workers read the address from the
 * environment through e2e/support/fixtures.ts. The Debian Chromium is used, so
 * `npx playwright install` is never needed.
 */
const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
}

/** Journeys that change what other journeys read: the catalog, settings, staff, subscribers. */
const shopEditingSpecs = [
  '**/admin-products*.spec.ts',
  '**/admin-bundles.spec.ts',
  '**/admin-recipes.spec.ts',
  '**/admin-promos.spec.ts',
  '**/admin-users*.spec.ts',
  '**/admin-subscribers*.spec.ts',
  '**/admin-list-selection.spec.ts',
  '**/admin-settings*.spec.ts',
  '**/admin-messages*.spec.ts',
  '**/staff-password*.spec.ts',
  '**/security-xss*.spec.ts',
  // Adds a published product with an uploaded photo.
  '**/offline-cart.spec.ts',
  // Adds published products with preparation options (issue 31).
  '**/counter-options.spec.ts',
  // Adds a published product and changes its price.
  '**/order-again.spec.ts',
]

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    headless: true,
    // Traces cost time on every test; record them only when a test is retried (CI).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    // A service worker would answer journeys from its caches, so a journey that edits
    // the catalog could read yesterday's page. Only the offline journeys allow one
    // (`test.use({ serviceWorkers: 'allow' })`, decision 0066).
    serviceWorkers: 'block',
  },
  // Journeys that edit the shop run after the rest: the storefront journeys check the
  // seeded catalog and settings exactly (counts, newest, related, fees), and the
  // server is shared.
  projects: [
    { name: 'shop', testIgnore: shopEditingSpecs, use: browser },
    {
      name: 'shop-editing',
      testMatch: shopEditingSpecs,
      dependencies: ['shop'],
      use: browser,
    },
  ],
})
