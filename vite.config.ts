import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { firstPageChunkGroups } from './scripts/first-page-chunks.ts'
import { serviceWorkerOptions, storefrontFiles } from './scripts/service-worker-options.ts'

const webRoot = fileURLToPath(new URL('./src/web', import.meta.url))
const outDir = fileURLToPath(new URL('./dist/client', import.meta.url))

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const compressible = /\.(?:js|css|html|svg|json)$/

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name))
}

/**
 * Writes `.br` and `.gz` twins of every text asset, including files copied from
 * publicDir, so the server can send them without compressing per request. A local
 * plugin rather than vite-plugin-compression2: that one patches process.stdout and
 * hooks Vite internals, while this needs only the finished output folder.
 * Every file gets both twins, even tiny ones, so the server can rely on them.
 */
function precompress(): Plugin {
  let dir = outDir
  return {
    name: 'meatshop:precompress',
    apply: 'build',
    configResolved(config) {
      dir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      // The build manifest is for our bench scripts, not for visitors: keep it out of
      // the served folder.
      await rename(
        join(dir, '.vite', 'manifest.json'),
        join(dir, '..', 'client-manifest.json'),
      ).catch(() => {})
      await rm(join(dir, '.vite'), { recursive: true, force: true })
      const files = (await listFiles(dir)).filter((f) => compressible.test(f))
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(file)
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: 9 }),
          ])
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
        }),
      )
    },
  }
}

const ssrOutDir = fileURLToPath(new URL('./dist/ssr', import.meta.url))

// `vite build --ssr app/render-page.tsx` builds the storefront's server render
// into dist/ssr (decision 0065): no precompressed twins, no manifest. React and the
// packages that use it are bundled in, in their production builds (decision 0079):
// left in node_modules, Node picks their development builds whenever NODE_ENV is not
// 'production', and React's development server build writes error messages and
// stacks into the HTML of a part that failed.
export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  publicDir: isSsrBuild ? false : join(webRoot, 'public'),
  // Production whatever NODE_ENV the build itself ran under, too: its JSX, the
  // packages' export conditions and their `process.env.NODE_ENV` checks.
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true, resolve: { conditions: ['module', 'node', 'production'] } },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        oxc: { jsx: { development: false } },
      }
    : {}),
  plugins: [
    react(),
    tailwindcss(),
    // The service worker is the browser's: the server render has none (decision 0066).
    ...(isSsrBuild ? [] : [precompress(), storefrontFiles(), VitePWA(serviceWorkerOptions)]),
  ],
  build: isSsrBuild
    ? { outDir: ssrOutDir, emptyOutDir: true, copyPublicDir: false }
    : {
        outDir,
        emptyOutDir: true,
        // Read by bench/bundle-size.mjs; moved out of dist/client after the build (below).
        manifest: true,
        rolldownOptions: {
          output: {
            // Few, larger files on a first visit (decision 0068).
            codeSplitting: { groups: firstPageChunkGroups() },
          },
        },
      },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
}))
