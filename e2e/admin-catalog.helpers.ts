import type { APIRequestContext, Page } from '@playwright/test'
import type { Visibility } from '#shared/schemas/admin-catalog.ts'
import type { AdminProduct } from '#shared/schemas/admin-catalog-views.ts'
import { createProduct, uniqueProduct } from './admin-products.helpers.ts'
import { expect } from './support/fixtures.ts'

/**
 * The e2e server is shared by every spec: each test names what it creates uniquely
 * and never changes the sample items.
 */
export function uniqueName(label: string): string {
  return `${label} ${Date.now().toString(36)}`
}

/** Opens a management screen and waits for its table (or empty state) to arrive. */
export async function openCatalogScreen(page: Page, path: string, title: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('region', { name: title }).getByRole('row').first()).toBeVisible()
  return page.getByRole('region', { name: title })
}

/** Types into the screen's search box and waits for the query to reach the URL. */
export async function searchCatalog(page: Page, noun: string, text: string) {
  await page.getByRole('searchbox', { name: `Search ${noun}` }).fill(text)
  await expect(page).toHaveURL(
    new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`),
  )
}

/**
 * A product of this test's own (the sample items stay as they are), with the
 * visibility asked for.
 */
export async function ownProduct(
  request: APIRequestContext,
  label: string,
  visibility: Visibility,
): Promise<AdminProduct> {
  const product = await createProduct(request, uniqueProduct(label))
  if (visibility === 'published') return product
  const response = await request.patch(`/api/admin/products/${product.id}/visibility`, {
    data: { visibility },
  })
  expect(response.status()).toBe(200)
  return (await response.json()) as AdminProduct
}
