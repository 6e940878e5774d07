// Builds the storefront's server render as `npm run build` does (the repository's
// vite.config.ts, React bundled in its production build), with the hosted store's
// product card and details swapped for parts that throw while rendering: a test of
// how the built server treats a part that fails (tests/ssr/built-server-render.api.test.ts)
// gets one without a bug left in the shop for it.
//
//   node tests/support/processes/build-ssr-with-failing-parts.mjs <outDir>
import { build } from 'vite'

const failing = {
  'hosted-product-card.tsx': 'HostedProductCard',
  'hosted-product-details.tsx': 'HostedProductDetails',
}

await build({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  build: { ssr: 'app/render-page.tsx', outDir: process.argv[2], emptyOutDir: true },
  plugins: [
    {
      name: 'test:failing-hosted-parts',
      enforce: 'pre',
      load(id) {
        const file = Object.keys(failing).find((name) => id.endsWith(`/${name}`))
        if (!file) return undefined
        return `export function ${failing[file]}() { throw new Error('a part that fails on the server') }`
      },
    },
  ],
})
