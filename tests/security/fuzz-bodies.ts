import type { FuzzIds } from './fuzz-ids.ts'

/**
 * Valid request bodies for the JSON fuzz (fuzz-endpoints.ts): the fuzz mutates
 * them, so a valid one must really pass validation for the mutations to reach the
 * handler. Unique values (SKU, emails, keys) are fresh on every call.
 */
let counter = 0
export const fresh = (what: string) => `fuzz-${what}-${Date.now().toString(36)}-${++counter}`

export const product = () => ({
  name: 'Fuzz Ribeye',
  category: 'beef',
  cutType: 'Steak',
  price: '850.50',
  discountPerKg: '40',
  sku: fresh('sku'),
  stock: '12.5',
  origin: 'Local',
  minOrder: '0.5',
  description: 'Marbled.',
  tags: ['NEW'],
  visibility: 'draft',
  deliveryAreas: 'Metro Manila, Cavite',
  allergens: 'None',
  images: [{ url: '/images/samples/hero.svg', alt: 'Ribeye', mediaKey: null }],
  coverImageIndex: 0,
})
export const bundle = (ids: FuzzIds) => ({
  name: 'Fuzz Box',
  description: 'A box.',
  price: '1200',
  discountPrice: '1000',
  imageUrl: '',
  items: [{ productId: ids.productId, quantity: '1.5' }],
  visibility: 'draft',
})
export const recipe = (ids: FuzzIds) => ({
  title: 'Fuzz Stew',
  ingredients: ['beef', 'salt'],
  steps: ['cook'],
  imageUrl: null,
  relatedProductIds: [ids.productId],
  visibility: 'draft',
})
export const promo = () => ({
  title: 'Fuzz Sale',
  description: 'Cheap.',
  imageUrl: '/images/samples/hero.svg',
  link: 'https://example.com/sale',
  startDate: '2026-01-01',
  endDate: '2026-01-31',
  visibility: 'draft',
})

export const order = (ids: FuzzIds) => ({
  fullName: 'Juan dela Cruz',
  email: 'juan@example.com',
  phone: '+63 917 123 4567',
  address: '12 Mabini St',
  // Makati City, Poblacion: the seeded Metro Manila zone delivers there.
  provinceCode: '1300000000',
  cityCode: '1380300000',
  barangayCode: '1380300020',
  landmark: 'Across the church',
  deliveryInstructions: 'Leave with the guard',
  paymentMethod: 'cod',
  lines: [{ kind: 'product', productId: ids.productId, unit: '500g', quantity: 1 }],
  idempotencyKey: fresh('idempotency-key'),
})

export const contact = () => ({
  name: 'Juan',
  email: 'juan@example.com',
  phone: '+63 917 123 4567',
  subject: 'Hello',
  message: 'Do you sell tripe?',
})
