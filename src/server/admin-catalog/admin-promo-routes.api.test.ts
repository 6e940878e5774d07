import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { promos } from '#server/db/schema/catalog.ts'
import { adminCatalogApiPaths } from '#shared/api-paths/admin-catalog.ts'
import { addDaysToIsoDate, manilaIsoDate } from '#shared/manila-time.ts'
import type { AdminPromo } from '#shared/schemas/admin-catalog-views.ts'
import type { ListOf, PublicPromo } from '#shared/schemas/catalog.ts'
import {
  contentClient,
  expectSignedOutRefused,
  laterClock,
} from '#tests/support/fixtures/admin-content-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const paths = adminCatalogApiPaths.promos
let t: TestApp
let editor: ReturnType<typeof contentClient<AdminPromo>>
let admin: ReturnType<typeof contentClient<AdminPromo>>
let seededId: number
let tick: () => string
const today = manilaIsoDate(new Date())

beforeAll(async () => {
  t = await createTestApp()
  // Every write at midday in Manila, so no run can cross into tomorrow's promos. The
  // clock is set before signing in: a session begun at the real time would sit idle
  // for hours by the app's clock when the run starts late in the Manila evening.
  tick = laterClock(t, new Date(`${today}T12:00:00+08:00`).getTime())
  tick()
  editor = contentClient<AdminPromo>(t, paths, (await t.signIn('editor')).cookie)
  admin = contentClient<AdminPromo>(t, paths, (await t.signIn('admin')).cookie)
  seededId = (await t.db.select({ id: promos.id }).from(promos))[0]!.id
})
afterAll(() => t.close())

const valid = (extra: Record<string, unknown> = {}) => ({
  title: 'Payday Sale',
  description: '10% off steaks',
  imageUrl: 'https://cdn.example.com/payday.png',
  link: '/products/beef',
  startDate: addDaysToIsoDate(today, -1),
  endDate: addDaysToIsoDate(today, 1),
  ...extra,
})

async function storefrontPromoIds(): Promise<number[]> {
  const res = await t.request('/api/catalog/promos')
  expect(res.status).toBe(200)
  return ((await res.json()) as ListOf<PublicPromo>).items.map((p) => p.id)
}

describe('access', () => {
  it('refuses every route without a session', async () => {
    await expectSignedOutRefused(t, paths, seededId)
  })

  it('lets editors and admins in', async () => {
    expect((await editor.get(seededId)).title).toBe('Grand Opening Week')
    expect((await admin.list()).total).toBeGreaterThanOrEqual(1)
  })
})

describe('validation', () => {
  it('requires title, description and both dates', async () => {
    const fields = await editor.refused({ title: '', description: ' ' })
    expect(fields).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      startDate: 'Start date is required',
      endDate: 'End date is required',
    })
  })

  it('refuses an end date before the start date, and a date that does not exist', async () => {
    expect(
      await editor.refused(valid({ startDate: today, endDate: addDaysToIsoDate(today, -1) })),
    ).toEqual({ endDate: 'The end date cannot be before the start date' })
    expect(await editor.refused(valid({ startDate: '2026-02-30' }))).toEqual({
      startDate: 'Start date must be a date',
    })
  })

  it('refuses a link that is not a path or http(s)', async () => {
    expect(await editor.refused(valid({ link: 'javascript:alert(1)' }))).toEqual({
      link: 'Link must start with / or https://',
    })
  })
})

describe('writes', () => {
  let created: AdminPromo

  it('creates a promo that the storefront shows at once; a one-day promo is allowed', async () => {
    const now = tick()
    created = await editor.create(valid())
    expect(created).toMatchObject({
      title: 'Payday Sale',
      link: '/products/beef',
      startDate: addDaysToIsoDate(today, -1),
      endDate: addDaysToIsoDate(today, 1),
      visibility: 'published',
      createdAt: now,
      updatedAt: now,
    })
    expect(await storefrontPromoIds()).toContain(created.id)
    const oneDay = await editor.create(valid({ startDate: today, endDate: today, link: '' }))
    expect(oneDay).toMatchObject({ link: null, startDate: today, endDate: today })
  })

  it('moves a promo out of its window: the storefront drops it at once', async () => {
    const now = tick()
    const updated = await admin.update(
      created.id,
      valid({ startDate: addDaysToIsoDate(today, 5), endDate: addDaysToIsoDate(today, 9) }),
    )
    expect(updated).toMatchObject({ createdAt: created.createdAt, updatedAt: now })
    expect(await storefrontPromoIds()).not.toContain(created.id)
    await admin.update(created.id, valid())
    expect(await storefrontPromoIds()).toContain(created.id)
  })

  it('hides a draft promo at once and refreshes updatedAt', async () => {
    const now = tick()
    expect(await editor.setVisibility(created.id, 'draft')).toMatchObject({
      visibility: 'draft',
      updatedAt: now,
    })
    expect(await storefrontPromoIds()).not.toContain(created.id)
  })

  it('deletes a promo', async () => {
    await editor.setVisibility(created.id, 'published')
    await editor.remove(created.id)
    expect(await storefrontPromoIds()).not.toContain(created.id)
    expect((await editor.list({ q: 'Payday' })).items.map((p) => p.id)).not.toContain(created.id)
  })
})

describe('list', () => {
  beforeAll(async () => {
    for (const [title, description] of [
      ['Holiday Ham', 'Christmas specials'],
      ['Fiesta Week', 'Lechon specials for the christmas fiesta'],
      ['Rainy Day', 'Soup bone specials'],
    ]) {
      tick()
      await editor.create(valid({ title, description }))
    }
  })

  it('lists newest first with paging', async () => {
    const page1 = await editor.list({ q: 'specials', pageSize: 2 })
    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2, pageCount: 2 })
    expect(page1.items.map((p) => p.title)).toEqual(['Rainy Day', 'Fiesta Week'])
    const page2 = await editor.list({ q: 'specials', pageSize: 2, page: 2 })
    expect(page2.items.map((p) => p.title)).toEqual(['Holiday Ham'])
  })

  it('searches title and description and filters by status', async () => {
    const found = await editor.list({ q: 'CHRISTMAS' })
    expect(found.items.map((p) => p.title)).toEqual(['Fiesta Week', 'Holiday Ham'])
    await editor.setVisibility(found.items[0]!.id, 'draft')
    expect(
      (await editor.list({ q: 'christmas', status: 'draft' })).items.map((p) => p.title),
    ).toEqual(['Fiesta Week'])
    expect(
      (await editor.list({ q: 'christmas', status: 'published' })).items.map((p) => p.title),
    ).toEqual(['Holiday Ham'])
  })
})
