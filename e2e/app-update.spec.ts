import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { e2eEnv, requireEnv } from './support/env.ts'
import { expect, test } from './support/fixtures.ts'
import { createOwnShop, type OwnShop } from './support/own-shop.ts'

/**
 * A deploy while a shopper has the shop open (issue 19): the page offers 'A new
 * version is available — Reload' and Reload switches to the new service worker. The
 * shop runs from a copy of the build this spec may change. Rather than a second
 * `npm run build` (a minute of the shared machine), the copy is changed the way a
 * rebuild changes it for the worker: a changed file (the app shell) with a new
 * revision in sw.js's precache list, so sw.js differs byte for byte, which is all
 * the browser's update check looks at (decision 0066).
 */
test.use({ serviceWorkers: 'allow' })

let folder: string
let dist: string
let shop: OwnShop

/** The global setup's copy of the build, copied again into a folder of this spec's. */
function copyBuild(into: string): string {
  const source = path.join(requireEnv(e2eEnv.tmpDir), 'app')
  const app = path.join(into, 'app')
  fs.cpSync(path.join(source, 'dist'), path.join(app, 'dist'), { recursive: true })
  fs.cpSync(path.join(source, 'drizzle'), path.join(app, 'drizzle'), { recursive: true })
  fs.copyFileSync(path.join(source, 'package.json'), path.join(app, 'package.json'))
  fs.symlinkSync(fs.realpathSync(path.join(source, 'node_modules')), path.join(app, 'node_modules'))
  return path.join(app, 'dist')
}

/** What the next build deploys: a changed app shell, and sw.js naming its new revision. */
function deployNextBuild(): void {
  const client = path.join(dist, 'client')
  const shell = path.join(client, 'index.html')
  fs.appendFileSync(shell, '<!-- next build -->\n')
  const worker = path.join(client, 'sw.js')
  const before = fs.readFileSync(worker, 'utf8')
  const after = before.replace(/(\{url:"index\.html",revision:")[0-9a-f]+"/, '$1next-build"')
  expect(after).not.toBe(before)
  fs.writeFileSync(worker, after)
  // The precompressed twins would still send the old files.
  for (const file of [shell, worker]) {
    for (const twin of ['.br', '.gz']) fs.rmSync(file + twin, { force: true })
  }
}

/** The revisions of the app shell in the worker's precache. */
function precachedShells(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const found: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url)
        if (url.pathname === '/index.html')
          found.push(url.searchParams.get('__WB_REVISION__') ?? '')
      }
    }
    return found
  })
}

async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true)
}

test.beforeAll(async () => {
  // A first start migrates and seeds a new database.
  test.setTimeout(120_000)
  folder = fs.mkdtempSync(path.join(requireEnv(e2eEnv.tmpDir), 'app-update-'))
  dist = copyBuild(folder)
  shop = await createOwnShop('app-update', { main: path.join(dist, 'server', 'main.js') })
  await shop.start(0)
})

test.afterAll(async () => {
  try {
    await shop?.remove()
  } finally {
    fs.rmSync(folder, { recursive: true, force: true })
  }
})

test('after a deploy an open page offers the new version, and Reload switches to it', async ({
  page,
}) => {
  await page.goto(`${shop.baseURL}/products`)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await waitForServiceWorker(page)
  const offer = page.getByText('A new version is available — Reload', { exact: true })
  await expect(offer).toHaveCount(0)
  const [firstRevision] = await precachedShells(page)
  expect(firstRevision).toMatch(/^[0-9a-f]{32}$/)

  deployNextBuild()
  // What the browser does on its next page load, or the app every hour.
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()))
  await expect(offer).toBeVisible()
  // The page keeps running its code until the shopper chooses.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await Promise.all([
    page.waitForEvent('load'),
    offer.getByRole('button', { name: 'Reload' }).click(),
  ])
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(offer).toHaveCount(0)
  // The new worker took over: its precache replaced the old one's shell.
  await expect.poll(() => precachedShells(page)).toEqual(['next-build'])
  const nothingWaiting = await page.evaluate(() =>
    navigator.serviceWorker.getRegistration().then((r) => r !== undefined && r.waiting === null),
  )
  expect(nothingWaiting).toBe(true)
})
