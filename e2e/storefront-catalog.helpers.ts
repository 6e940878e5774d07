import type { APIRequestContext, Page } from '@playwright/test'
import type { ListOf, PublicProduct } from '#shared/schemas/catalog.ts'
import { expect } from './support/fixtures.ts'

/**
 * Shared by the storefront catalog journeys (e2e/storefront-catalog*.spec.ts). They
 * run against the seeded sample shop of docs/product-rules.md §9 and change nothing on the
 * server, so they can run in parallel with every other journey.
 */
export const cartKey = 'meatshop:cart'

export function cartLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Cart/ })
}

/** The id of a seeded product, looked up by name through the public API. */
export async function productId(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.get(`/api/catalog/products?q=${encodeURIComponent(name)}`)
  expect(response.status()).toBe(200)
  const { items } = (await response.json()) as ListOf<PublicProduct>
  const product = items.find((p) => p.name === name)
  if (!product) throw new Error(`the sample shop has no product named ${name}`)
  return product.id
}

export async function storedCart(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), cartKey)
}

/** The product cards of the page's main area, in order. */
export function productCards(page: Page) {
  return page.getByRole('main').getByRole('article')
}

/** The names of the product cards, in order (retried until they match). */
export async function expectCardNames(page: Page, names: string[]): Promise<void> {
  await expect(productCards(page).getByRole('heading')).toHaveText(names)
}
