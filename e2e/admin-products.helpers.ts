import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'
import type { AdminPage, AdminProduct } from '#shared/schemas/admin-catalog-views.ts'
import { expect } from './support/fixtures.ts'

/**
 * Shared by the admin product journeys (e2e/admin-products*.spec.ts). The e2e
 * server is shared by every spec, so each journey makes its own products with
 * names and SKUs nobody else uses, and never touches the seeded ones.
 */
export function uniqueProduct(label: string): { name: string; sku: string } {
  const tag = randomUUID().slice(0, 8)
  return { name: `E2E ${label} ${tag}`, sku: `E2E-${tag.toUpperCase()}` }
}

/** A real PNG (800 x 600, one colour) as a file for `setInputFiles`. */
export async function pngFile(name: string, background: string) {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .png()
    .toBuffer()
  return { name, mimeType: 'image/png', buffer }
}

export function productDialog(page: Page) {
  return page.getByRole('dialog')
}

export function imageInput(page: Page) {
  return productDialog(page).getByLabel(/Upload images/)
}

/** Fills the required fields of the open product dialog. */
export async function fillRequiredFields(
  page: Page,
  product: { name: string; sku: string; price?: string; stock?: string },
): Promise<void> {
  const dialog = productDialog(page)
  await dialog.getByLabel('Name', { exact: true }).fill(product.name)
  await dialog.getByLabel('Category', { exact: true }).selectOption({ label: 'Beef' })
  await dialog.getByLabel('Cut type', { exact: true }).fill('Striploin')
  await dialog.getByLabel('SKU', { exact: true }).fill(product.sku)
  await dialog.getByLabel('Price per kg (₱)').fill(product.price ?? '1500')
  await dialog.getByLabel('Stock (kg)').fill(product.stock ?? '20')
  await dialog.getByLabel('Description', { exact: true }).fill('Marbled striploin for the grill.')
}

/** Creates a product through the API (the browser context's staff session). */
export async function createProduct(
  request: APIRequestContext,
  product: { name: string; sku: string },
): Promise<AdminProduct> {
  const response = await request.post('/api/admin/products', {
    data: {
      ...product,
      category: 'beef',
      cutType: 'Striploin',
      price: '1500',
      stock: '20',
      minOrder: '1',
      description: 'Marbled striploin for the grill.',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as AdminProduct
}

/** The product as staff see it, found by its unique name. */
export async function findAdminProduct(
  request: APIRequestContext,
  name: string,
): Promise<AdminProduct> {
  const response = await request.get(`/api/admin/products?q=${encodeURIComponent(name)}`)
  expect(response.status()).toBe(200)
  const { items } = (await response.json()) as AdminPage<AdminProduct>
  const product = items.find((p) => p.name === name)
  if (!product) throw new Error(`no product named ${name}`)
  return product
}

/** The products table's row for `name`. */
export function productRow(page: Page, name: string) {
  return page.getByRole('region', { name: 'Products' }).getByRole('row', { name: new RegExp(name) })
}

/** Finds the product by name in the admin list and opens its Edit Product dialog. */
export async function openEditProductDialog(page: Page, name: string) {
  await page.goto(`/admin/products?q=${encodeURIComponent(name)}`)
  await productRow(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click()
  const dialog = productDialog(page)
  await expect(dialog.getByRole('heading', { name: 'Edit Product' })).toBeVisible()
  return dialog
}
