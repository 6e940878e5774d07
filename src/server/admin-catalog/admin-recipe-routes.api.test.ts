import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recipes } from '#server/db/schema/catalog.ts'
import { adminCatalogApiPaths } from '#shared/api-paths/admin-catalog.ts'
import type { AdminRecipe } from '#shared/schemas/admin-catalog-views.ts'
import type { ListOf, PublicRecipe } from '#shared/schemas/catalog.ts'
import {
  contentClient,
  expectSignedOutRefused,
  laterClock,
} from '#tests/support/fixtures/admin-content-fixtures.ts'
import { addProduct, updateProduct } from '#tests/support/fixtures/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { ONLY_PUBLISHED_RELATED } from './admin-recipe-repo.ts'

const paths = adminCatalogApiPaths.recipes
let t: TestApp
let editor: ReturnType<typeof contentClient<AdminRecipe>>
let admin: ReturnType<typeof contentClient<AdminRecipe>>
let chuck: number
let shank: number
let draftProduct: number
let seededId: number
let tick: () => string

beforeAll(async () => {
  t = await createTestApp()
  editor = contentClient<AdminRecipe>(t, paths, (await t.signIn('editor')).cookie)
  admin = contentClient<AdminRecipe>(t, paths, (await t.signIn('admin')).cookie)
  chuck = (await addProduct(t, { name: 'Recipe Chuck' })).id
  shank = (await addProduct(t, { name: 'Recipe Shank' })).id
  draftProduct = (await addProduct(t, { name: 'Hidden Cut', visibility: 'draft' })).id
  seededId = (await t.db.select({ id: recipes.id }).from(recipes))[0]!.id
  tick = laterClock(t)
})
afterAll(() => t.close())

const valid = (extra: Record<string, unknown> = {}) => ({
  title: 'Bulalo',
  ingredients: ['1 kg beef shank', '', '  ', '2 corn cobs'],
  steps: ['Boil the shank', '', 'Add the corn'],
  imageUrl: '',
  relatedProductIds: [shank, chuck],
  ...extra,
})

async function storefrontRecipe(id: number): Promise<PublicRecipe | null> {
  const res = await t.request(`/api/catalog/recipes/${id}`)
  if (res.status === 404) return null
  expect(res.status).toBe(200)
  return res.json()
}

describe('access', () => {
  it('refuses every route without a session', async () => {
    await expectSignedOutRefused(t, paths, seededId)
  })

  it('lets editors and admins in', async () => {
    expect((await editor.get(seededId)).title).toBeTruthy()
    expect((await admin.list()).total).toBeGreaterThanOrEqual(1)
  })
})

describe('validation', () => {
  it('requires a title', async () => {
    expect(await editor.refused(valid({ title: '   ' }))).toEqual({ title: 'Title is required' })
    expect(await editor.refused(valid({ title: undefined }))).toEqual({
      title: 'Title is required',
    })
  })

  it('refuses a draft or unknown related product, and writes nothing', async () => {
    const before = (await editor.list()).total
    for (const ids of [
      [chuck, draftProduct],
      [chuck, 987_654],
    ]) {
      const fields = await editor.refused(valid({ relatedProductIds: ids }))
      expect(fields).toEqual({ relatedProductIds: ONLY_PUBLISHED_RELATED })
    }
    expect(ONLY_PUBLISHED_RELATED).toBe('Only published products can be related to a recipe.')
    expect((await editor.list()).total).toBe(before)
  })
})

describe('writes', () => {
  let created: AdminRecipe

  it('creates a recipe, dropping empty ingredient and step rows', async () => {
    const now = tick()
    created = await editor.create(valid())
    expect(created).toMatchObject({
      title: 'Bulalo',
      ingredients: ['1 kg beef shank', '2 corn cobs'],
      steps: ['Boil the shank', 'Add the corn'],
      imageUrl: null,
      visibility: 'published',
      createdAt: now,
      updatedAt: now,
      relatedProducts: [
        { id: shank, name: 'Recipe Shank', visibility: 'published' },
        { id: chuck, name: 'Recipe Chuck', visibility: 'published' },
      ],
    })
    const shown = await storefrontRecipe(created.id)
    expect(shown?.relatedProducts.map((p) => p.name)).toEqual(['Recipe Shank', 'Recipe Chuck'])
  })

  it('keeps a related product later set to draft, marked draft; the storefront drops it', async () => {
    await updateProduct(t, chuck, { visibility: 'draft' })
    expect((await editor.get(created.id)).relatedProducts).toEqual([
      { id: shank, name: 'Recipe Shank', visibility: 'published' },
      { id: chuck, name: 'Recipe Chuck', visibility: 'draft' },
    ])
    expect((await storefrontRecipe(created.id))?.relatedProducts.map((p) => p.id)).toEqual([shank])
    await updateProduct(t, chuck, { visibility: 'published' })
  })

  it('replaces the recipe and its related products, and refreshes updatedAt', async () => {
    const now = tick()
    const updated = await admin.update(
      created.id,
      valid({ title: 'Beef Bulalo', steps: ['Simmer for 3 hours'], relatedProductIds: [chuck] }),
    )
    expect(updated).toMatchObject({
      title: 'Beef Bulalo',
      steps: ['Simmer for 3 hours'],
      createdAt: created.createdAt,
      updatedAt: now,
      relatedProducts: [{ id: chuck }],
    })
    expect(await storefrontRecipe(created.id)).toMatchObject({
      title: 'Beef Bulalo',
      relatedProducts: [{ id: chuck }],
    })
  })

  it('hides a draft recipe from the storefront at once', async () => {
    const now = tick()
    expect(await editor.setVisibility(created.id, 'draft')).toMatchObject({
      visibility: 'draft',
      updatedAt: now,
    })
    expect(await storefrontRecipe(created.id)).toBeNull()
    await editor.setVisibility(created.id, 'published')
    expect(await storefrontRecipe(created.id)).not.toBeNull()
  })

  it('deletes a recipe: gone from the storefront list and detail', async () => {
    await editor.remove(created.id)
    expect(await storefrontRecipe(created.id)).toBeNull()
    const res = await t.request('/api/catalog/recipes')
    const { items } = (await res.json()) as ListOf<PublicRecipe>
    expect(items.map((r) => r.id)).not.toContain(created.id)
  })
})

describe('list', () => {
  beforeAll(async () => {
    for (const title of ['Adobong Baboy', 'Sinigang na Baka', 'Beef Adobo Flakes']) {
      tick()
      await editor.create(valid({ title, relatedProductIds: [] }))
    }
  })

  it('lists newest first with paging', async () => {
    const page1 = await editor.list({ pageSize: 2 })
    expect(page1.items.map((r) => r.title)).toEqual(['Beef Adobo Flakes', 'Sinigang na Baka'])
    expect((await editor.list({ pageSize: 2, page: 2 })).items[0]?.title).toBe('Adobong Baboy')
  })

  it('searches titles and filters by status', async () => {
    const found = await editor.list({ q: 'adobo' })
    expect(found.items.map((r) => r.title)).toEqual(['Beef Adobo Flakes', 'Adobong Baboy'])
    const first = found.items[0]!
    await editor.setVisibility(first.id, 'draft')
    expect((await editor.list({ q: 'adobo', status: 'draft' })).items.map((r) => r.id)).toEqual([
      first.id,
    ])
    expect(
      (await editor.list({ q: 'adobo', status: 'published' })).items.map((r) => r.title),
    ).toEqual(['Adobong Baboy'])
  })
})
