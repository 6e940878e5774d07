// `npm start`: builds when the build is missing or older than the sources, then
// runs the server. The server itself migrates and seeds on start.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const outputs = ['dist/client/index.html', 'dist/ssr/render-page.js', 'dist/server/main.js'].map(
  (p) => path.join(root, p),
)
const inputs = ['src', 'drizzle', 'package-lock.json', 'vite.config.ts', 'scripts/build-server.mjs']

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)))
  return newest
}

const builtAt = Math.min(...outputs.map((p) => (fs.existsSync(p) ? fs.statSync(p).mtimeMs : 0)))
const changedAt = Math.max(...inputs.map((p) => newestMtime(path.join(root, p))))
if (builtAt === 0 || changedAt > builtAt) {
  console.log(
    builtAt === 0
      ? 'No build found: building…'
      : 'Sources changed since the last build: rebuilding…',
  )
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'dist/server/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
