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

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
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
      name: 'routes-not-to-database',
      comment:
        "Route files validate, authorise and answer; every query and write lives in the feature's *-repo.ts.",
      severity: 'error',
      from: { path: '-routes\\.ts$' },
      to: { path: ['^node_modules/drizzle-orm/', '^src/server/db/schema'] },
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
