import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { moveStock } from '#server/orders/stock-repo.ts'
import { adminCatalogApiPaths } from '#shared/api-paths/admin-catalog.ts'
import { adminSettingsApiPaths as settingsPaths } from '#shared/api-paths/settings.ts'
import type { AdminRecipe } from '#shared/schemas/admin-catalog-views.ts'
import type { ListOf, ProductListing, PublicRecipe } from '#shared/schemas/catalog.ts'
import { defaultSettings, type PublicSite } from '#shared/schemas/settings.ts'
import { contentClient } from '#tests/support/fixtures/admin-content-fixtures.ts'
import { addProduct, productIdByName } from '#tests/support/fixtures/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

/**
 * Issue 31 §7, the shopper's words and numbers that are true: search words
 * (synonyms and spacing variants) kept in Settings, 'Did you mean', sold-out last in
 * every order, recipe facts, and the About page's figures.
 */

let t: TestApp
let admin: string
let editor: string

beforeAll(async () => {
  t = await createTestApp()
  admin = (await t.signIn('admin')).cookie
  editor = (await t.signIn('editor')).cookie
  await addProduct(t, { name: 'Pork Chop, Bone-In', category: 'pork', cutType: 'Chop' })
  await addProduct(t, { name: 'Wagyu Striploin', category: 'beef', cutType: 'Striploin' })
})
afterAll(() => t.close())

async function list(query: string): Promise<ProductListing> {
  const res = await t.request(`/api/catalog/products${query}`)
  expect(res.status).toBe(200)
  return res.json()
}
const names = async (query: string) => (await list(query)).items.map((p) => p.name)
const search = (q: string) => names(`?q=${encodeURIComponent(q)}`)

const put = (path: string, json: unknown, cookie = admin) =>
  t.request(path, { method: 'PUT', json, cookie })

describe('search words', () => {
  it('finds what Filipino shoppers type', async () => {
    expect(await search('baboy')).toEqual(['Pork Belly (Liempo)', 'Pork Chop, Bone-In'])
    expect(await search('manok')).toEqual(['Free-Range Whole Chicken'])
    expect(await search('hipon')).toEqual(['Tiger Prawns'])
    expect(await search('baka')).toEqual(await search('beef'))
    expect(await search('Liempo')).toEqual(['Pork Belly (Liempo)'])
  })

  it('finds the same for both spellings of a spacing variant', async () => {
    expect(await search('ribeye')).toEqual(['Premium Ribeye Steak'])
    expect(await search('rib eye')).toEqual(['Premium Ribeye Steak'])
    expect(await search('  Rib   Eye ')).toEqual(['Premium Ribeye Steak'])
    expect(await search('porkchop')).toEqual(['Pork Chop, Bone-In'])
    expect(await search('pork chop')).toEqual(['Pork Chop, Bone-In'])
  })

  it('keeps the rest of the search and its category', async () => {
    expect(await names('?q=baboy&category=beef')).toEqual([])
    expect(await search('baboy chop')).toEqual(['Pork Chop, Bone-In'])
  })

  it('are edited in Settings, and a search answers with the saved words at once', async () => {
    expect(await search('kobe')).toEqual([]) // cached: must not outlive the save
    const res = await put(settingsPaths.search, {
      synonymGroups: 'baboy, pork\n\n Wagyu ,  KOBE beef, kobe \nrib eye, ribeye',
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      synonymGroups: [
        ['baboy', 'pork'],
        ['wagyu', 'kobe beef', 'kobe'],
        ['rib eye', 'ribeye'],
      ],
    })
    expect(await search('kobe')).toEqual(['Wagyu Striploin'])
    expect(await search('manok')).toEqual([]) // no longer a group
    const settings = await t.request(settingsPaths.settings, { cookie: admin })
    expect((await settings.json()).search.synonymGroups).toHaveLength(3)

    const back = await put(settingsPaths.search, {
      synonymGroups: defaultSettings.search.synonymGroups.map((g) => g.join(', ')).join('\n'),
    })
    expect(back.status).toBe(200)
    expect(await search('manok')).toEqual(['Free-Range Whole Chicken'])
  })

  it.each([
    ['baboy', 'Line 1: write at least two words, separated by commas'],
    ['baboy, pork\nx, y', 'Line 2: each word needs 2 to 40 characters'],
    [`a1, ${'b'.repeat(41)}`, 'Line 1: each word needs 2 to 40 characters'],
    [Array.from({ length: 11 }, (_, i) => `w${i}x`).join(','), 'Line 1: at most 10 words a line'],
  ])('refuses %j with a message and keeps the words', async (text, message) => {
    const res = await put(settingsPaths.search, { synonymGroups: text })
    expect(res.status).toBe(422)
    expect((await res.json()).error.fields).toEqual({ synonymGroups: message })
    expect(await search('baboy')).toHaveLength(2)
  })

  it('are admin only: an editor and a shopper are refused', async () => {
    const body = { synonymGroups: 'baboy, pork' }
    expect((await put(settingsPaths.search, body, editor)).status).toBe(403)
    expect((await t.request(settingsPaths.search, { method: 'PUT', json: body })).status).toBe(401)
  })
})

describe('Did you mean', () => {
  it('suggests the nearest product names for a search that found nothing', async () => {
    const listing = await list('?q=liempoo')
    expect(listing.total).toBe(0)
    expect(listing.suggestions?.[0]).toBe('Pork Belly (Liempo)')
    expect((await list('?q=ribeey')).suggestions?.[0]).toBe('Premium Ribeye Steak')
    expect((await list('?q=tigr%20prawn')).suggestions?.[0]).toBe('Tiger Prawns')
  })

  it('suggests at most three, and nothing for a search near no name', async () => {
    expect((await list('?q=pork%20chopp%20belly')).suggestions?.length).toBeLessThanOrEqual(3)
    expect((await list('?q=xyzzy')).suggestions).toEqual([])
  })

  it('says nothing when the search found products, or without a search', async () => {
    expect(await list('?q=ribeye')).not.toHaveProperty('suggestions')
    expect(await list('')).not.toHaveProperty('suggestions')
    expect(await list('?page=9')).not.toHaveProperty('suggestions')
  })

  it('suggests published products only', async () => {
    await addProduct(t, { name: 'Secret Tomahawk', visibility: 'draft' })
    expect((await list('?q=tomahawkk')).suggestions).toEqual([])
  })
})

describe('sold-out products last', () => {
  let soldOut: number
  beforeAll(async () => {
    soldOut = (
      await addProduct(t, {
        name: 'Aardvark Cut',
        category: 'beef',
        priceCentavos: 100,
        stockGrams: 0,
      })
    ).id
  })

  /** True when no product in stock comes after a sold-out one. */
  const soldOutLast = (items: ProductListing['items']) => {
    const firstSoldOut = items.findIndex((p) => p.stockGrams <= 0)
    return firstSoldOut === -1 || items.slice(firstSoldOut).every((p) => p.stockGrams <= 0)
  }

  it.each(['name', 'price-asc', 'price-desc'])(
    'come after those in stock when sorted by %s',
    async (sort) => {
      // The cheapest and first by name, but sold out (as is the sample chicken).
      for (const query of [`?sort=${sort}`, `?sort=${sort}&category=beef`, `?sort=${sort}&q=e`]) {
        const { items } = await list(query)
        expect(items.filter((p) => p.stockGrams <= 0).length, query).toBeGreaterThan(0)
        expect(soldOutLast(items), query).toBe(true)
        expect(items[0]?.name, query).not.toBe('Aardvark Cut')
      }
      const beef = (await list(`?sort=${sort}&category=beef`)).items
      expect(beef.at(-1)?.name).toBe('Aardvark Cut')
    },
  )

  it('keep their place across pages', async () => {
    const first = await list('?sort=price-asc&pageSize=2&page=1')
    const all = await list('?sort=price-asc')
    const pages = []
    for (let page = 1; page <= first.pageCount; page++) {
      pages.push(...(await list(`?sort=price-asc&pageSize=2&page=${page}`)).items)
    }
    expect(pages.map((p) => p.id)).toEqual(all.items.map((p) => p.id))
  })

  it('move at once when a product sells out or comes back through an order', async () => {
    const ribeye = await productIdByName(t, 'Premium Ribeye Steak')
    // One beef product a page, A-Z: pages that do not show the product that moves
    // change all the same, so the cached ones must go.
    const page = async (n: number) => names(`?category=beef&sort=name&pageSize=1&page=${n}`)
    expect(await page(1)).toEqual(['Premium Ribeye Steak'])
    expect(await page(3)).toEqual(['Aardvark Cut'])
    // Stock comes back to the sold-out cut: it takes its place by name.
    await t.db.transaction((tx) => moveStock(tx, t.deps, new Map([[soldOut, 1_000]]), 1))
    expect(await page(1)).toEqual(['Aardvark Cut'])
    expect(await page(3)).toEqual(['Wagyu Striploin'])
    // The last of the ribeye is ordered: it goes to the end.
    const { stockGrams } = (await list('?q=ribeye')).items[0]!
    await t.db.transaction((tx) => moveStock(tx, t.deps, new Map([[ribeye, stockGrams]]), -1))
    expect(await page(3)).toEqual(['Premium Ribeye Steak'])
    expect(await page(2)).toEqual(['Wagyu Striploin'])
  })
})

describe('recipe facts', () => {
  const paths = adminCatalogApiPaths.recipes
  const recipe = (extra: Record<string, unknown> = {}) => ({
    title: 'Bistek Tagalog',
    ingredients: ['500 g beef sirloin', 'Calamansi', 'Soy sauce', 'Onions'],
    steps: ['Marinate', 'Fry'],
    imageUrl: '',
    category: 'beef',
    cookMinutes: '75',
    servings: 3,
    difficulty: 'Medium',
    ...extra,
  })

  async function published(): Promise<PublicRecipe[]> {
    const res = await t.request('/api/catalog/recipes')
    expect(res.status).toBe(200)
    return ((await res.json()) as ListOf<PublicRecipe>).items
  }

  it('saves category, time, servings and difficulty, and the storefront shows them', async () => {
    const staff = contentClient<AdminRecipe>(t, paths, editor)
    const created = await staff.create(recipe())
    expect(created).toMatchObject({
      category: 'beef',
      cookMinutes: 75,
      servings: 3,
      difficulty: 'Medium',
    })
    const shown = (await published()).find((r) => r.id === created.id)
    expect(shown).toMatchObject({ category: 'beef', cookMinutes: 75, servings: 3 })

    const updated = await staff.update(
      created.id,
      recipe({ category: '', cookMinutes: 20, servings: '2', difficulty: 'Hard' }),
    )
    expect(updated).toMatchObject({
      category: null,
      cookMinutes: 20,
      servings: 2,
      difficulty: 'Hard',
    })
    await staff.remove(created.id)
  })

  it('gives a recipe saved without them the defaults: 30 mins, 4 servings, Easy', async () => {
    const staff = contentClient<AdminRecipe>(t, paths, admin)
    const { category, cookMinutes, servings, difficulty, ...plain } = recipe()
    const created = await staff.create(plain)
    expect(created).toMatchObject({
      category: null,
      cookMinutes: 30,
      servings: 4,
      difficulty: 'Easy',
    })
    await staff.remove(created.id)
  })

  it.each([
    [{ cookMinutes: 0 }, 'cookMinutes', 'Time must be at least 1 minute'],
    [{ cookMinutes: 2881 }, 'cookMinutes', 'Time must be at most 2,880 minutes'],
    [{ cookMinutes: '1.5' }, 'cookMinutes', 'Time must be whole minutes'],
    [{ servings: 'many' }, 'servings', 'Servings must be a number'],
    [{ servings: 101 }, 'servings', 'Servings must be at most 100'],
    [{ difficulty: 'Impossible' }, 'difficulty', 'Choose a difficulty'],
    [{ category: 'lamb' }, 'category', ''],
  ])('refuses %j with a message on %s', async (extra, field, message) => {
    const fields = await contentClient<AdminRecipe>(t, paths, admin).refused(recipe(extra))
    expect(fields[field]).toContain(message)
  })

  it('the sample recipes have their own categories and times', async () => {
    const byTitle = new Map((await published()).map((r) => [r.title, r]))
    expect(byTitle.get('Classic Pan-Seared Ribeye')).toMatchObject({
      category: 'beef',
      cookMinutes: 40,
      servings: 2,
    })
    expect(byTitle.get('Crispy Lechon Kawali')).toMatchObject({
      category: 'pork',
      difficulty: 'Medium',
    })
    expect(byTitle.get('Garlic Butter Prawns')).toMatchObject({ category: 'seafood' })
  })
})

describe('About page figures', () => {
  const site = async () => (await (await t.request('/api/site')).json()) as PublicSite
  const figures = {
    years: '26',
    stats: [
      { value: '12,000+', label: 'Happy Customers' },
      { value: '60+', label: 'Premium Products' },
      { value: '99.9%', label: 'Freshness Rate' },
      { value: '7 days', label: 'Customer Support' },
    ],
  }

  it('start with the specification’s figures', async () => {
    expect((await site()).about).toEqual({
      years: '25',
      stats: [
        { value: '10,000+', label: 'Happy Customers' },
        { value: '50+', label: 'Premium Products' },
        { value: '99.9%', label: 'Freshness Rate' },
        { value: '24/7', label: 'Customer Support' },
      ],
    })
  })

  it('are saved in Settings and the site answer shows them at once', async () => {
    const res = await put(settingsPaths.about, figures)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(figures)
    expect((await site()).about).toEqual(figures)
  })

  it('refuse an empty figure or a missing one, changing nothing', async () => {
    const blank = structuredClone(figures)
    blank.stats[1]!.value = ' '
    const res = await put(settingsPaths.about, { ...blank, years: '30' })
    expect(res.status).toBe(422)
    expect((await res.json()).error.fields).toEqual({ 'stats.1.value': 'Figure 2 is required' })
    expect(
      (await put(settingsPaths.about, { ...figures, stats: figures.stats.slice(0, 3) })).status,
    ).toBe(422)
    expect((await site()).about).toEqual(figures)
  })

  it('are admin only: an editor and a shopper are refused', async () => {
    expect((await put(settingsPaths.about, figures, editor)).status).toBe(403)
    expect((await t.request(settingsPaths.about, { method: 'PUT', json: figures })).status).toBe(
      401,
    )
  })
})
