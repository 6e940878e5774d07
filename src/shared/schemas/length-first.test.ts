import { afterEach, describe, expect, it, vi } from 'vitest'
import type { z } from 'zod'
import {
  bundleInputSchema,
  productInputSchema,
  promoInputSchema,
  recipeInputSchema,
} from './admin-catalog.ts'
import { notificationSettingsInputSchema } from './admin-notifications.ts'
import { homepageSettingsInputSchema, siteSettingsInputSchema } from './admin-settings.ts'
import { addSubscriberSchema } from './admin-subscribers.ts'
import { loginRequestSchema } from './auth.ts'
import { cartQuoteRequestSchema } from './cart.ts'
import { contactRequestSchema } from './contact.ts'
import { placeOrderRequestSchema } from './orders.ts'
import { pathIdSchema } from './row-id.ts'
import { forgotPasswordRequestSchema, staffUserInputSchema } from './staff-users.ts'
import { subscribeRequestSchema } from './subscribers.ts'

/**
 * Length checks come first and stop validation (issue 14): zod runs a string's
 * later checks after a failed one unless told to abort, so a 1 MB field used to
 * reach the pattern and refinements behind its `max`. Every use of a regular
 * expression goes through RegExp.prototype.exec (test, replace and match call it),
 * so watching exec shows the longest text any pattern was given.
 */
const HUGE = 1_000_000
const huge = (char = 'x') => char.repeat(HUGE)
/** The longest field a pattern may read: image and link addresses of 2,000 characters. */
const LONGEST_PATTERN_INPUT = 2000

afterEach(() => {
  vi.restoreAllMocks()
})

function longestPatternInput(schema: z.ZodType, input: unknown): number {
  const exec = vi.spyOn(RegExp.prototype, 'exec')
  const result = schema.safeParse(input)
  expect(result.success).toBe(false)
  const lengths = exec.mock.calls
    // zod's max check itself probes for surrogates (one character class, linear) to count code points.
    .filter((_, i) => (exec.mock.contexts[i] as RegExp).source !== '[\\uD800-\\uDBFF]')
    .map(([text]) => String(text).length)
  exec.mockRestore()
  return Math.max(0, ...lengths)
}

const order = {
  fullName: 'Ana Reyes',
  email: 'ana@example.com',
  phone: '+63 917 555 0123',
  address: '1 Rizal St',
  provinceCode: '1300000000',
  cityCode: '1380300000',
  barangayCode: '1380300020',
  lines: [{ kind: 'product', productId: 1, unit: 'kg', quantity: 1 }],
  idempotencyKey: 'a-checkout-page-key',
}
const contact = { name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'Hello' }
const product = {
  name: 'Ribeye',
  category: 'beef',
  cutType: 'Steak',
  price: '850',
  sku: 'RB-1',
  stock: '10',
  minOrder: '1',
  description: 'Marbled',
}
const promo = {
  title: 'Sale',
  description: 'Big sale',
  startDate: '2026-01-01',
  endDate: '2026-01-31',
}
const site = { siteName: 'Shop', contactEmail: 'a@b.ph', freeDeliveryThreshold: '2000' }
const hosted = { kind: 'hosted', productId: 'p1', variantId: 'v1', quantity: 1 }

const cases: [string, z.ZodType, unknown][] = [
  ['newsletter email', subscribeRequestSchema, { email: `a@${huge()}` }],
  ['subscriber added by an admin', addSubscriberSchema, { email: huge() }],
  ['contact email', contactRequestSchema, { ...contact, email: huge() }],
  ['sign-in email', loginRequestSchema, { email: huge(), password: 'x' }],
  ['forgot-password email', forgotPasswordRequestSchema, { email: huge() }],
  ['staff user email', staffUserInputSchema, { name: 'A', email: huge(), role: 'admin' }],
  ['order email', placeOrderRequestSchema, { ...order, email: huge() }],
  ['order phone', placeOrderRequestSchema, { ...order, phone: huge('1') }],
  ['hosted-store id', cartQuoteRequestSchema, { lines: [{ ...hosted, productId: huge() }] }],
  ['path id', pathIdSchema(), { id: huge('1') }],
  ['product price', productInputSchema, { ...product, price: huge('1') }],
  ['product stock', productInputSchema, { ...product, stock: huge('1') }],
  ['product image address', productInputSchema, { ...product, images: [{ url: huge('/') }] }],
  [
    'bundle discounted price',
    bundleInputSchema,
    { name: 'B', description: 'D', price: '1', discountPrice: huge('1'), items: [] },
  ],
  ['recipe image address', recipeInputSchema, { title: 'R', imageUrl: `/${huge()}` }],
  ['promo start date', promoInputSchema, { ...promo, startDate: huge('1') }],
  ['promo link', promoInputSchema, { ...promo, link: `https://${huge()}` }],
  ['site contact email', siteSettingsInputSchema, { ...site, contactEmail: huge() }],
  [
    'free-delivery threshold',
    siteSettingsInputSchema,
    { ...site, freeDeliveryThreshold: huge('1') },
  ],
  [
    'homepage image',
    homepageSettingsInputSchema,
    {
      heroImage: `/media/${'a'.repeat(32)}/${huge()}`,
      categoryImages: { beef: 'x', pork: 'x', chicken: 'x', seafood: 'x' },
    },
  ],
  [
    'notification reply-to',
    notificationSettingsInputSchema,
    { notificationEmails: 'a@b.ph', replyTo: huge() },
  ],
]

describe('a 1 MB field reaches no pattern', () => {
  it.each(cases)('%s', (_name, schema, input) => {
    expect(longestPatternInput(schema, input)).toBeLessThanOrEqual(LONGEST_PATTERN_INPUT)
  })
})
