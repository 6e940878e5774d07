// Storefront JavaScript budget (DESIGN.md §6): the first page of the storefront
// loads at most 150 KB of JavaScript gzip, and no admin code at all.
// Reads the Vite manifest of `npm run build`, follows the entry's static imports
// (what the browser loads before anything lazy), and sizes them gzip -9 and brotli.
import fs from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = path.resolve(import.meta.dirname, '..')
const clientDir = path.join(root, 'dist/client')
const manifestPath = path.join(root, 'dist/client-manifest.json')
const BUDGET_GZIP = 150 * 1024

if (!fs.existsSync(manifestPath)) {
  console.error('No build manifest: run `npm run build` first.')
  process.exit(1)
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'))
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)
if (!entryKey) throw new Error('The manifest has no entry chunk')

const firstPage = new Set()
const visit = (key) => {
  if (firstPage.has(key)) return
  firstPage.add(key)
  for (const imported of manifest[key].imports ?? []) visit(imported)
}
visit(entryKey)

const sizeOf = (file) => {
  const bytes = fs.readFileSync(path.join(clientDir, file))
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }
}

const rows = []
const css = new Set()
for (const key of firstPage) {
  const chunk = manifest[key]
  rows.push({ file: chunk.file, source: key, ...sizeOf(chunk.file) })
  for (const file of chunk.css ?? []) css.add(file)
}
const total = (list, field) => list.reduce((sum, r) => sum + r[field], 0)
const js = { raw: total(rows, 'raw'), gzip: total(rows, 'gzip'), brotli: total(rows, 'brotli') }
const cssRows = [...css].map((file) => ({ file, ...sizeOf(file) }))
const cssTotal = { gzip: total(cssRows, 'gzip'), brotli: total(cssRows, 'brotli') }

// Admin code is what is built from src/web/admin (manifest keys are relative to the
// Vite root, src/web). It must exist as lazily loaded chunks and none may be on the
// first page; if admin modules were imported statically they would vanish into the
// entry chunk and the admin chunk list would be empty.
const isAdminKey = (key) => /(^|\/)admin\//.test(key)
const adminChunks = Object.keys(manifest).filter(isAdminKey)
const adminOnFirstPage = [...firstPage].filter(isAdminKey)
const kb = (n) => `${(n / 1024).toFixed(1)} KB`

console.log('Storefront first page (entry and its static imports):')
for (const r of rows.sort((a, b) => b.gzip - a.gzip)) {
  console.log(
    `  ${r.file.padEnd(44)} ${kb(r.gzip).padStart(9)} gzip ${kb(r.brotli).padStart(9)} br`,
  )
}
console.log(
  `  JavaScript total: ${kb(js.gzip)} gzip, ${kb(js.brotli)} brotli (${kb(js.raw)} raw); budget ${kb(BUDGET_GZIP)} gzip`,
)
console.log(`  CSS total:        ${kb(cssTotal.gzip)} gzip, ${kb(cssTotal.brotli)} brotli`)
console.log(`  admin chunks built: ${adminChunks.length}`)
console.log(
  `  admin chunks on the first page: ${adminOnFirstPage.length === 0 ? 'none' : adminOnFirstPage.join(', ')}`,
)

fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true })
fs.writeFileSync(
  path.join(root, 'bench/results/bundle-size.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), budgetGzip: BUDGET_GZIP, js, css: cssTotal, chunks: rows, adminOnFirstPage }, null, 2)}\n`,
)

const failures = []
if (js.gzip > BUDGET_GZIP)
  failures.push(`first-page JavaScript ${kb(js.gzip)} gzip exceeds ${kb(BUDGET_GZIP)}`)
if (adminOnFirstPage.length > 0) failures.push('admin code is loaded on the storefront first page')
if (adminChunks.length === 0)
  failures.push('no lazily loaded admin chunk found: is admin code bundled into the entry?')
if (failures.length > 0) {
  console.error(`BUDGET FAILED: ${failures.join('; ')}`)
  process.exit(1)
}
console.log('budget: ok')
