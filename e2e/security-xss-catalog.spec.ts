import type { APIRequestContext } from '@playwright/test'
import type { AdminProduct } from '#shared/schemas/admin-catalog-views.ts'
import { fillRequiredFields, productDialog } from './admin-products.helpers.ts'
import { bundleLine, findBundle, openCartWith, productLine } from './cart-lines.ts'
import {
  apiWrite,
  expectInert,
  expectShellEscaped,
  expectShownAsText,
  hostile,
  payloads,
  watchDialogs,
} from './security-xss.helpers.ts'
import { expect, expectToast, test } from './support/fixtures.ts'

/**
 * Stored XSS through the catalog: staff type markup into every text field of a
 * product, bundle, recipe and promo; the storefront, the back office and the
 * server-rendered page shell must show it as text. Everything is created with
 * unique names so other journeys never meet it.
 */

function manilaDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date())
  const date = new Date(`${today}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

async function hostileCatalog(request: APIRequestContext) {
  const product = {
    name: hostile('XSS Product', 'img'),
    cutType: hostile('Cut', 'svg'),
    description: hostile('Desc', 'script'),
    sku: hostile('SKU', 'template'),
    origin: hostile('Origin', 'img'),
    allergens: hostile('Allergens', 'svg'),
    deliveryAreas: [hostile('Area', 'script')],
    tags: ['NEW', payloads.svg],
  }
  const created = (await apiWrite(request, 'post', '/api/admin/products', {
    ...product,
    category: 'beef',
    price: '900',
    stock: '30',
    minOrder: '1',
    images: [{ url: '/images/samples/product-liempo.svg', alt: hostile('Alt', 'img') }],
  })) as AdminProduct
  const bundle = { name: hostile('XSS Bundle', 'svg'), description: hostile('Desc', 'img') }
  const bundleRow = (await apiWrite(request, 'post', '/api/admin/bundles', {
    ...bundle,
    price: '1000',
    items: [{ productId: created.id, quantity: '1' }],
  })) as { id: number }
  const recipe = {
    title: hostile('XSS Recipe', 'script'),
    ingredients: [hostile('Ing', 'img'), hostile('Ing', 'svg'), hostile('Ing', 'template')],
    steps: [hostile('Step', 'script'), hostile('Step', 'img')],
  }
  const recipeRow = (await apiWrite(request, 'post', '/api/admin/recipes', {
    ...recipe,
    relatedProductIds: [created.id],
  })) as { id: number }
  const promo = { title: hostile('XSS Promo', 'template'), description: hostile('Desc', 'svg') }
  await apiWrite(request, 'post', '/api/admin/promos', {
    ...promo,
    link: '/products',
    startDate: manilaDate(0),
    endDate: manilaDate(7),
  })
  return { product, created, bundle, bundleId: bundleRow.id, recipe, recipeId: recipeRow.id, promo }
}

test.describe('stored XSS through the catalog', () => {
  test('markup in products, bundles, recipes and promos stays text everywhere', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(90_000)
    await signIn('editor')
    const dialogs = watchDialogs(page)
    const c = await hostileCatalog(page.request)

    // Storefront.
    await page.goto('/')
    await expectShownAsText(page, dialogs, [c.product.name])
    await page.goto('/products')
    await page.getByPlaceholder('Search products...').fill(c.product.name.split(' ')[2]!)
    await expectShownAsText(page, dialogs, [c.product.name])
    await page.goto(`/product/${c.created.id}`)
    await expectShownAsText(page, dialogs, [c.product.name, c.product.description])
    await page.goto('/bundles')
    await expectShownAsText(page, dialogs, [c.bundle.name, c.bundle.description])
    await page.goto('/recipes')
    await expectShownAsText(page, dialogs, [c.recipe.title, c.recipe.ingredients[0]!])
    await page.goto(`/recipe/${c.recipeId}`)
    await expectShownAsText(page, dialogs, [
      c.recipe.title,
      ...c.recipe.ingredients,
      ...c.recipe.steps,
    ])
    await page.goto('/promos')
    await expectShownAsText(page, dialogs, [c.promo.title, c.promo.description])
    const bundle = await findBundle(page.request, c.bundle.name)
    await openCartWith(page, [productLine(c.created, 'kg', 1), bundleLine(bundle)])
    await expectShownAsText(page, dialogs, [c.product.name, c.bundle.name])
    await page.goto('/checkout')
    await expectShownAsText(page, dialogs, [c.product.name, c.bundle.name])

    // Back office: lists and edit dialogs.
    const screens = [
      ['/admin/products', c.product.name],
      ['/admin/bundles', c.bundle.name],
      ['/admin/recipes', c.recipe.title],
      ['/admin/promos', c.promo.title],
    ] as const
    for (const [path, name] of screens) {
      await page.goto(`${path}?q=${encodeURIComponent(name.split(' ')[2]!)}`)
      await expectShownAsText(page, dialogs, [name])
      await page.getByRole('button', { name: `Edit ${name}` }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectInert(page, dialogs)
    }
    await expect(page.getByRole('dialog').getByLabel('Title')).toHaveValue(c.promo.title)
    await page.goto('/admin')
    await expectShownAsText(page, dialogs, [c.product.name])

    // The HTML the server sends for the product and recipe pages.
    await expectShellEscaped(page.request, `/product/${c.created.id}`, [c.product.name])
    await expectShellEscaped(page.request, `/recipe/${c.recipeId}`, [c.recipe.title])
  })

  test('link and image fields refuse javascript: and other-site tricks', async ({
    page,
    signIn,
  }) => {
    await signIn('editor')
    const base = { startDate: manilaDate(0), endDate: manilaDate(1), description: 'Probe' }
    for (const link of [
      payloads.javascriptUrl,
      ' JavaScript:alert(1)',
      'data:text/html,<b>',
      '//evil.example',
      '/\\evil.example',
    ]) {
      const promo = await page.request.post('/api/admin/promos', {
        data: { ...base, title: hostile('XSS Link'), link, imageUrl: link },
      })
      expect(promo.status(), link).toBe(422)
      const fields = Object.keys((await promo.json()).error.fields).sort()
      expect(fields, link).toEqual(['imageUrl', 'link'])
    }
    const bundle = await page.request.post('/api/admin/bundles', {
      data: { name: 'XSS', description: 'x', price: '1', imageUrl: payloads.javascriptUrl },
    })
    expect(bundle.status()).toBe(422)
    const recipe = await page.request.post('/api/admin/recipes', {
      data: { title: 'XSS', imageUrl: payloads.javascriptUrl },
    })
    expect(recipe.status()).toBe(422)
  })

  test('a product typed into the real dialog with markup is saved and shown as text', async ({
    page,
    signIn,
  }) => {
    await signIn('editor')
    const dialogs = watchDialogs(page)
    const product = { name: hostile('XSS Form', 'img'), sku: hostile('SKU', 'svg') }
    const description = hostile('Desc', 'script')
    await page.goto('/admin/products?new=1')
    await fillRequiredFields(page, product)
    await productDialog(page).getByLabel('Description', { exact: true }).fill(description)
    await productDialog(page).getByRole('button', { name: 'Save Product' }).click()
    await expectToast(page, 'Product created', `${product.name} has been created.`)
    await expectInert(page, dialogs)

    await page.goto(`/admin/products?q=${encodeURIComponent(product.name.split(' ')[2]!)}`)
    await expectShownAsText(page, dialogs, [product.name, product.sku])
    const listing = await page.request.get(
      `/api/catalog/products?q=${encodeURIComponent(product.name.split(' ')[2]!)}`,
    )
    const { items } = (await listing.json()) as { items: { id: number; description: string }[] }
    expect(items[0]!.description).toBe(description)
    await page.goto(`/product/${items[0]!.id}`)
    await expectShownAsText(page, dialogs, [product.name, description])
  })
})
