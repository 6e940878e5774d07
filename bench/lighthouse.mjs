// Lighthouse (mobile preset, simulated throttling) on the storefront's key pages,
// against the built app (`npm run build` first) on a fresh embedded database.
// Budgets (DESIGN.md §6): performance >= 0.95 and accessibility 1.0.
// Usage: node bench/lighthouse.mjs [path ...]   (default: / /products /product/<first id>)
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const root = path.resolve(import.meta.dirname, '..')
const budgets = { performance: 0.95, accessibility: 1 }

function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

async function startShop() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meatshop-lighthouse-'))
  const port = await freePort()
  const child = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break
    } catch {}
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM')
      await new Promise((r) => child.on('exit', r))
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

const shop = await startShop()
let failed = false
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
try {
  let pages = process.argv.slice(2)
  if (pages.length === 0) {
    const listing = await (await fetch(`${shop.base}/api/catalog/products`)).json()
    pages = ['/', '/products', `/product/${listing.items[0].id}`]
  }
  const rows = []
  for (const page of pages) {
    // The first load warms the server's caches; score the second one.
    await fetch(`${shop.base}${page}`)
    const { lhr } = await lighthouse(`${shop.base}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    const score = (id) => lhr.categories[id]?.score ?? 0
    const row = {
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      failedAudits: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    }
    rows.push(row)
    if (row.performance < budgets.performance || row.accessibility < budgets.accessibility)
      failed = true
  }
  console.log(
    'page'.padEnd(16),
    'perf',
    ' a11y',
    ' best',
    '  seo',
    '   LCP ms',
    ' TBT ms',
    '   CLS',
  )
  for (const r of rows) {
    console.log(
      r.page.padEnd(16),
      r.performance.toFixed(2),
      r.accessibility.toFixed(2).padStart(5),
      r.bestPractices.toFixed(2).padStart(5),
      r.seo.toFixed(2).padStart(5),
      String(r.lcpMs).padStart(9),
      String(r.tbtMs).padStart(7),
      String(r.cls).padStart(7),
    )
    if (r.failedAudits.length > 0) console.log(`  failing audits: ${r.failedAudits.join(', ')}`)
  }
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true })
  fs.writeFileSync(
    path.join(root, 'bench/results/lighthouse.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), budgets, rows }, null, 2)}\n`,
  )
  console.log(
    failed
      ? 'BUDGET FAILED: performance >= 0.95 and accessibility 1.0 on every page'
      : 'budget: ok',
  )
} finally {
  await chrome.kill()
  await shop.stop()
}
process.exit(failed ? 1 : 0)
