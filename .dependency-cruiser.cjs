// `npm run check:imports`: the import boundaries of docs/architecture.md §2, checked by
// dependency-cruiser over src, tests, e2e, bench and scripts. Each rule says why in its
// `comment`, which is what a failing run prints beside the offending import.
// Relative imports that climb (`../`) are refused by Biome (`noRestrictedImports` in
// biome.json), since a rule here sees resolved paths, not what was written.

// Without Babel, dependency-cruiser skips every .ts and .tsx file and reports no
// violations: fail loudly instead ("Cannot find module '@babel/core'": run npm install).
require.resolve('@babel/core')
require.resolve('@babel/preset-typescript')

/** A file in a server feature folder, `src/server/<feature>/…`; `$1` is the feature. */
const serverFeature = '^src/server/([^/]+)/'

/**
 * Which server features a feature may import (issue 30): its repos, services and pure
 * modules, never its routes (see 'routes-only-from-app'). An arrow not listed here is a
 * design change: add it with the change that needs it, and say why in the commit.
 * Infrastructure (db, http, jobs), the entry points (app.ts, main.ts, cli/) and the
 * tests are open to all. A feature not listed imports no other feature.
 */
const serverFeatureImports = {
  'admin-catalog': ['catalog', 'media'],
  cart: ['catalog', 'hosted-store'],
  catalog: ['settings'],
  checkout: [
    'address',
    'cart',
    'delivery',
    'online-payments',
    'orders',
    'payments',
    'phone-verification',
    'settings',
    'sms',
  ],
  contact: ['email', 'settings'],
  delivery: ['catalog', 'email', 'orders', 'settings', 'sms'],
  email: ['settings', 'sms'],
  'hosted-store': ['catalog'],
  housekeeping: ['email', 'online-payments', 'payments', 'phone-verification', 'sms', 'staff'],
  newsletter: ['orders'],
  // Issue 32: the payment gateway's side of an order (sessions, webhook inbox, refunds).
  'online-payments': ['email', 'orders', 'payments', 'settings', 'sms'],
  orders: [
    'catalog',
    'delivery',
    'email',
    'online-payments',
    'packing',
    'payments',
    'settings',
    'sms',
  ],
  packing: ['email', 'online-payments', 'orders', 'payments', 'settings', 'sms'],
  'page-rendering': ['catalog', 'hosted-store', 'settings'],
  // Issue 32: the payment deadline asks the gateway about an online order before cancelling it.
  payments: ['email', 'media', 'online-payments', 'orders', 'settings', 'sms'],
  'phone-verification': ['settings', 'sms'],
  settings: [
    'address',
    'catalog',
    'delivery',
    'email',
    'hosted-store',
    'media',
    'phone-verification',
  ],
  sms: ['email', 'orders', 'settings'],
  staff: ['email', 'settings'],
}

/** Folders under src/server that are not features. */
const serverInfrastructure = ['db', 'http', 'jobs', 'cli']

const serverFeatures = require('node:fs')
  .readdirSync(`${__dirname}/src/server`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !serverInfrastructure.includes(entry.name))
  .map((entry) => entry.name)

/** One rule per server feature: what it may import among the others. */
const serverFeatureRules = serverFeatures.map((feature) => {
  const allowed = [feature, ...serverInfrastructure, ...(serverFeatureImports[feature] ?? [])]
  return {
    name: `server-feature-${feature}-imports-listed`,
    comment: `src/server/${feature} imports only the features listed for it in serverFeatureImports (.dependency-cruiser.cjs): ${(serverFeatureImports[feature] ?? []).join(', ') || 'none'}.`,
    severity: 'error',
    from: { path: `^src/server/${feature}/`, pathNot: '\\.test\\.tsx?$' },
    to: { path: '^src/server/[^/]+/', pathNot: `^src/server/(${allowed.join('|')})/` },
  }
})

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...serverFeatureRules,
    {
      name: 'web-not-to-server',
      comment:
        'The browser bundle never contains server code: web imports shared, never server (web -> shared <- server).',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-to-web',
      comment:
        'The server never imports browser code: what both sides need lives in src/shared (web -> shared <- server).',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'shared-stays-shared',
      comment:
        'src/shared runs on both sides, so it imports neither src/web nor src/server (web -> shared <- server).',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(web|server)/' },
    },
    {
      name: 'production-not-to-tests',
      comment:
        'Production code never imports test machinery: tests/ may import src/, never the other way round.',
      severity: 'error',
      from: { path: '^src/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(tests|e2e|bench)/' },
    },
    {
      name: 'no-circular',
      comment:
        'Import cycles make load order matter and features impossible to read alone: break the circle by moving what both sides need into a third file.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'admin-not-to-shop-features',
      comment:
        'The admin chunk stands alone: what it shares with the storefront, cart or checkout lives in src/web/ui, src/web/lib or src/shared.',
      severity: 'error',
      from: { path: '^src/web/admin/' },
      to: { path: '^src/web/(storefront|cart|checkout)/' },
    },
    {
      name: 'storefront-not-to-admin-or-checkout',
      comment:
        'Storefront pages never load admin or checkout code: shared pieces live in src/web/ui, src/web/lib or src/shared.',
      severity: 'error',
      from: { path: '^src/web/storefront/' },
      to: { path: '^src/web/(admin|checkout)/' },
    },
    {
      name: 'cart-not-to-admin-or-checkout',
      comment:
        'The cart never loads admin or checkout code: checkout depends on the cart, not the other way round.',
      severity: 'error',
      from: { path: '^src/web/cart/' },
      to: { path: '^src/web/(admin|checkout)/' },
    },
    {
      name: 'routes-only-from-app',
      comment:
        "A feature's routes are mounted by src/server/app.ts alone; another feature calls its repo or service, never its routes.",
      severity: 'error',
      from: { path: serverFeature },
      to: { path: '^src/server/[^/]+/.*-routes\\.ts$', pathNot: '^src/server/$1/' },
    },
    {
      name: 'queries-only-in-repos',
      comment:
        "Only a feature's *-repo.ts files (and src/server/db) query: they alone import drizzle-orm or the schema. Routes answer HTTP; services run one use case over repos, with the row types the repos export (decision 0087).",
      severity: 'error',
      from: {
        path: '^src/server/',
        pathNot: ['-repo\\.ts$', '^src/server/db/', '\\.test\\.tsx?$'],
      },
      to: { path: ['(^|/)node_modules/drizzle-orm/', '^src/server/db/schema/'] },
    },
    {
      name: 'sharp-through-image-jobs',
      comment:
        "Image work shares libuv's thread pool with sign-in and compression: every sharp call in the server goes through src/server/media/image-jobs.ts, which bounds how many run at once (decision 0082).",
      severity: 'error',
      from: {
        path: '^src/server/',
        pathNot: ['^src/server/media/image-jobs\\.ts$', '\\.test\\.tsx?$'],
      },
      to: { path: '(^|/)node_modules/sharp/' },
    },
    {
      name: 'no-unresolvable',
      comment:
        'An import the checker cannot resolve is one it cannot check: fix the path (subpath imports such as #shared/x.ts, with the extension).',
      severity: 'error',
      from: {},
      // virtual:pwa-register is made by vite-plugin-pwa at build time (decision 0066).
      to: { couldNotResolve: true, pathNot: '^virtual:pwa-register$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Babel strips the types and keeps type-only imports visible (see that file).
    babelConfig: { fileName: '.dependency-cruiser-babel.cjs' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
}
