import type { TestApp } from '#server/test/test-app.ts'
import type { ProductInput } from '#shared/schemas/admin-catalog.ts'
import type { AdminProduct } from '#shared/schemas/admin-catalog-views.ts'

let skuCounter = 0

/** A product as the dialog sends it: pesos and kilograms as typed. */
export function productBody(overrides: Partial<ProductInput> = {}): ProductInput {
  skuCounter += 1
  return {
    name: 'Wagyu Ribeye',
    category: 'beef',
    cutType: 'Ribeye',
    price: '1850.50',
    discountPerKg: '',
    sku: `ADM-${skuCounter}-${Date.now()}`,
    stock: '12.5',
    origin: 'Australia',
    minOrder: '0.5',
    description: 'Marbled and tender.',
    tags: [],
    visibility: 'published',
    deliveryAreas: 'Metro Manila, Cavite',
    allergens: '',
    images: [{ url: '/images/samples/ribeye.svg', alt: 'Ribeye', mediaKey: null }],
    coverImageIndex: 0,
    ...overrides,
  }
}

export const createProduct = (t: TestApp, body: unknown, cookie: string) =>
  t.request('/api/admin/products', { method: 'POST', json: body, cookie })

export const putProduct = (t: TestApp, id: number, body: unknown, cookie: string) =>
  t.request(`/api/admin/products/${id}`, { method: 'PUT', json: body, cookie })

export async function createProductOk(
  t: TestApp,
  body: unknown,
  cookie: string,
): Promise<AdminProduct> {
  const res = await createProduct(t, body, cookie)
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`)
  return res.json()
}
