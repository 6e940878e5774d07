import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { pageShell } from '#tests/support/fixtures/page-shell-fixtures.ts'
import { childProcessEnv } from '#tests/support/test-env.ts'
import { freePort, prepareAppFolder, spawnNode } from './server-launch.mjs'
import type { ServerData, ServerProcess } from './server-process.ts'

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '..', '..', '..')

/**
 * The app built as `npm run build` builds it, into `appDir` rather than dist/: the
 * storefront's server render (Vite, with the repository's config) and the server
 * bundle (scripts/build-server.mjs), beside the migrations, a node_modules link and a
 * page shell standing in for the browser's build. A test of how the built server
 * renders then runs what the current sources build, never a stale dist/. Returns the
 * path of the server's main.js, to run with plain `node`. With `failingParts`, the
 * hosted store's product card and details throw while rendering
 * (build-ssr-with-failing-parts.mjs).
 */
export async function buildAppInto(
  appDir: string,
  { failingParts = false }: { failingParts?: boolean } = {},
): Promise<string> {
  const dist = path.join(appDir, 'dist')
  fs.mkdirSync(path.join(dist, 'client'), { recursive: true })
  fs.writeFileSync(path.join(dist, 'client', 'index.html'), pageShell())
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js')
  await Promise.all([
    failingParts
      ? run(
          process.execPath,
          ['tests/support/processes/build-ssr-with-failing-parts.mjs', path.join(dist, 'ssr')],
          { cwd: root },
        )
      : run(
          process.execPath,
          [
            vite,
            'build',
            '--ssr',
            'app/render-page.tsx',
            '--outDir',
            path.join(dist, 'ssr'),
            '--emptyOutDir',
            '--logLevel',
            'warn',
          ],
          { cwd: root },
        ),
    run(process.execPath, ['scripts/build-server.mjs', path.join(dist, 'server')], { cwd: root }),
  ])
  prepareAppFolder(root, appDir)
  return path.join(dist, 'server', 'main.js')
}

/**
 * Runs a built server as an operator might by hand: `node main.js` with `env` and no
 * NODE_ENV at all (the tests' own NODE_ENV=test is not passed on). Does not wait.
 */
export async function spawnBuiltServerWithoutNodeEnv(
  main: string,
  data: ServerData,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort()
  const childEnv = childProcessEnv({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: data.dataDir,
    DATABASE_URL: data.databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'built-app-admin-password',
    EDITOR_PASSWORD: 'built-app-editor-password',
    ...env,
  })
  delete childEnv.NODE_ENV
  const { child, exited, output } = spawnNode([main], { env: childEnv })
  return { child, port, base: `http://127.0.0.1:${port}`, exited, output }
}
