import { z } from 'zod'
import type { MappableProvince } from '#shared/address.ts'
import { mediaKeyFromUrl } from '#shared/media.ts'
import {
  MAX_ONLINE_PAYMENT_DEADLINE_MINUTES,
  MIN_ONLINE_PAYMENT_DEADLINE_MINUTES,
  onlineMethodTypes,
} from '#shared/online-payment.ts'
import {
  MAX_PACKED_WEIGHT_TOLERANCE_PERCENT,
  MIN_PACKED_WEIGHT_TOLERANCE_PERCENT,
} from '#shared/packed-weight.ts'
import { productCategories } from '#shared/paths.ts'
import { parseSearchWordLines } from '#shared/search-words.ts'
import { pesos, requiredText, typed } from './form-fields.ts'
import {
  type AboutSettings,
  aboutSettingsSchema,
  checkoutSettingsSchema,
  defaultHomepageImages,
  type GcashSettings,
  gcashSettingsSchema,
  type HomepageSettings,
  homepageSettingsSchema,
  MAX_PAYMENT_DEADLINE_HOURS,
  MIN_PAYMENT_DEADLINE_HOURS,
  type OnlinePaymentSettings,
  onlinePaymentSettingsSchema,
  type SearchSettings,
  type SiteSettings,
  searchSettingsSchema,
  siteSettingsSchema,
} from './settings.ts'

/**
 * What the Settings screen sends (docs/product-rules.md §2 Settings, §5). The forms validate with
 * these schemas and the server validates the same request again. Amounts arrive as
 * typed pesos and leave as integer centavos, the shape the settings are stored in.
 */

function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => v ?? '')
}

/** Highest free-delivery threshold and zone rate a person can mean (₱1,000,000 / ₱100,000). */
export const MAX_FREE_DELIVERY_THRESHOLD_CENTAVOS = 100_000_000
export const MAX_ZONE_RATE_CENTAVOS = 10_000_000

/**
 * A whole number as typed ('24') or sent (24) within the bounds, one message for every
 * way it is wrong. Longer than any number in range is refused before the pattern runs.
 */
function wholeNumberIn(min: number, max: number, message: string) {
  return typed.pipe(
    z
      .string()
      .max(6, { message, abort: true })
      .regex(/^\d+$/, { message, abort: true })
      .transform(Number)
      .pipe(z.number().int().min(min, message).max(max, message)),
  )
}

/** The payment deadline: whole hours within the bounds. */
const wholeHours = () =>
  wholeNumberIn(
    MIN_PAYMENT_DEADLINE_HOURS,
    MAX_PAYMENT_DEADLINE_HOURS,
    `Enter whole hours from ${MIN_PAYMENT_DEADLINE_HOURS} to ${MAX_PAYMENT_DEADLINE_HOURS}`,
  )

/** The packed-weight tolerance: a whole percentage within the bounds. */
const tolerancePercent = () =>
  wholeNumberIn(
    MIN_PACKED_WEIGHT_TOLERANCE_PERCENT,
    MAX_PACKED_WEIGHT_TOLERANCE_PERCENT,
    `Enter a whole percentage from ${MIN_PACKED_WEIGHT_TOLERANCE_PERCENT} to ${MAX_PACKED_WEIGHT_TOLERANCE_PERCENT}`,
  )

export const siteSettingsInputSchema = z
  .object({
    siteName: requiredText('Site name', 120),
    contactEmail: z
      .string({ error: 'Contact email is required' })
      .trim()
      .min(1, { message: 'Contact email is required', abort: true })
      .max(254, { message: 'Enter a valid email address', abort: true })
      .pipe(z.email('Enter a valid email address')),
    contactPhone: optionalText('Contact phone', 40),
    address: optionalText('Address', 300),
    freeDeliveryThreshold: pesos('Free delivery threshold', {
      max: MAX_FREE_DELIVERY_THRESHOLD_CENTAVOS,
    }),
    // Optional for API clients written before packed weights: left out, the stored
    // tolerance is kept (the route merges it).
    packedWeightTolerancePercent: tolerancePercent().optional(),
  })
  .transform(
    ({ freeDeliveryThreshold, ...rest }): SiteSettingsUpdate => ({
      ...rest,
      freeDeliveryThresholdCentavos: freeDeliveryThreshold,
    }),
  )
/** A site settings save: the tolerance may be left out (the stored one is kept). */
export type SiteSettingsUpdate = Omit<SiteSettings, 'packedWeightTolerancePercent'> & {
  packedWeightTolerancePercent?: number | undefined
}
export type SiteSettingsInput = z.input<typeof siteSettingsInputSchema>

export const gcashSettingsInputSchema = z.object({
  accountName: requiredText('Account name', 120),
  accountNumber: requiredText('Account number', 40),
  instructions: optionalText('Payment instructions', 2000),
  // Optional for API clients written before the deadline existed: left out, the stored
  // deadline is kept (the route merges it), never reset behind the admin's back.
  paymentDeadlineHours: wholeHours().optional(),
  // Issue 32 (Settings > Manual Payment Methods); left out, the stored values are kept.
  manualEnabled: z.boolean().optional(),
  qrImage: gcashSettingsSchema.shape.qrImage.unwrap().optional(),
}) satisfies z.ZodType<
  Omit<GcashSettings, 'paymentDeadlineHours' | 'manualEnabled' | 'qrImage'> & {
    paymentDeadlineHours?: number
    manualEnabled?: boolean
    qrImage?: string | null
  }
>
export type GcashSettingsInput = z.input<typeof gcashSettingsInputSchema>

/**
 * PUT Settings > Online payments (issue 32): every field required; the deadline in
 * whole minutes as typed ('60') or sent (60), within the bounds, one message for every
 * way it is wrong.
 */
export const onlinePaymentSettingsInputSchema = z.object({
  methods: z
    .array(z.enum(onlineMethodTypes), { error: 'Choose at least one way to pay online' })
    .max(onlineMethodTypes.length)
    .min(1, 'Choose at least one way to pay online')
    .transform((methods) => onlineMethodTypes.filter((m) => methods.includes(m))),
  paymentDeadlineMinutes: wholeNumberIn(
    MIN_ONLINE_PAYMENT_DEADLINE_MINUTES,
    MAX_ONLINE_PAYMENT_DEADLINE_MINUTES,
    `Enter whole minutes from ${MIN_ONLINE_PAYMENT_DEADLINE_MINUTES} to ${MAX_ONLINE_PAYMENT_DEADLINE_MINUTES}`,
  ),
  allowSwitchToCod: z.boolean({ error: 'Choose whether shoppers may switch to cash' }),
}) satisfies z.ZodType<OnlinePaymentSettings>
export type OnlinePaymentSettingsInput = z.input<typeof onlinePaymentSettingsInputSchema>

export const homepageImageSlots = ['hero', ...productCategories] as const
export type HomepageImageSlot = (typeof homepageImageSlots)[number]

export function defaultHomepageImage(slot: HomepageImageSlot): string {
  return slot === 'hero'
    ? defaultHomepageImages.heroImage
    : defaultHomepageImages.categoryImages[slot]
}

/**
 * One homepage picture: the sample it started with, or an image uploaded through
 * POST /api/admin/media (the server also checks that upload exists).
 */
function homepageImage(slot: HomepageImageSlot) {
  return z
    .string({ error: 'Choose an image' })
    .max(2000, { message: 'Upload an image or reset it to the original', abort: true })
    .refine(
      (url) => url === defaultHomepageImage(slot) || mediaKeyFromUrl(url) !== null,
      'Upload an image or reset it to the original',
    )
}

export const homepageSettingsInputSchema = z.object({
  heroImage: homepageImage('hero'),
  categoryImages: z.object({
    beef: homepageImage('beef'),
    pork: homepageImage('pork'),
    chicken: homepageImage('chicken'),
    seafood: homepageImage('seafood'),
  }),
}) satisfies z.ZodType<HomepageSettings>

/** `PUT /api/admin/settings/checkout`: Settings > Checkout. */
export const checkoutSettingsInputSchema = z.object({ verifyPhones: z.boolean() })
export type CheckoutSettingsInput = z.input<typeof checkoutSettingsInputSchema>

/** Longest text of Settings > Search words: 200 lines of 10 words of 40 characters, roughly. */
const MAX_SEARCH_WORDS_TEXT = 12_000

/**
 * `PUT /api/admin/settings/search`: Settings > Search words as typed, one group a line
 * with its words separated by commas ('baboy, pork'); stored as groups of normalised
 * words. An empty text keeps no groups (search then finds only what is typed).
 */
export const searchSettingsInputSchema = z.object({
  synonymGroups: z
    .string({ error: 'Write one group of words a line' })
    .max(MAX_SEARCH_WORDS_TEXT, { message: 'The list is too long', abort: true })
    .transform((text, ctx) => {
      const parsed = parseSearchWordLines(text)
      if (parsed.ok) return parsed.groups
      ctx.addIssue({ code: 'custom', message: parsed.message })
      return z.NEVER
    }),
}) satisfies z.ZodType<SearchSettings>
export type SearchSettingsInput = z.input<typeof searchSettingsInputSchema>

const aboutValue = (n: number) => requiredText(`Figure ${n}`, 20)
const aboutLabel = (n: number) => requiredText(`Label ${n}`, 40)

/** `PUT /api/admin/settings/about`: the About page's years figure and its four numbers. */
export const aboutSettingsInputSchema = z.object({
  years: requiredText('Years', 10),
  stats: z.tuple([
    z.object({ value: aboutValue(1), label: aboutLabel(1) }),
    z.object({ value: aboutValue(2), label: aboutLabel(2) }),
    z.object({ value: aboutValue(3), label: aboutLabel(3) }),
    z.object({ value: aboutValue(4), label: aboutLabel(4) }),
  ]),
}) satisfies z.ZodType<AboutSettings>
export type AboutSettingsInput = z.input<typeof aboutSettingsInputSchema>

/**
 * Where absolute links (emails, sitemap, Open Graph) point: PUBLIC_URL, or when it is
 * unset the address the server listens on, which works only on the shop's own machine.
 */
export const publicAddressSchema = z.object({
  siteOrigin: z.string(),
  publicUrlConfigured: z.boolean(),
})
export type PublicAddress = z.infer<typeof publicAddressSchema>

/** What GET /api/admin/settings answers: the sections this screen edits, and the public address. */
export const adminSettingsSchema = z.object({
  site: siteSettingsSchema,
  gcash: gcashSettingsSchema,
  /** As checkout applies it: `verifyPhones` is false while no SMS gateway is configured. */
  onlinePayments: onlinePaymentSettingsSchema,
  /**
   * Set by the server's environment (PAYMONGO_SECRET_KEY, PAYMONGO_WEBHOOK_SECRET): whether
   * online payment is offered, in test or live mode, and the address to register as the
   * webhook in PayMongo's dashboard (built on PUBLIC_URL).
   */
  paymentGateway: z.object({
    configured: z.boolean(),
    mode: z.enum(['test', 'live']).nullable(),
    webhookUrl: z.string(),
  }),
  checkout: checkoutSettingsSchema,
  /** Set by the server's environment (SMS_PROVIDER): whether texts and codes can be sent. */
  sms: z.object({ configured: z.boolean() }),
  homepage: homepageSettingsSchema,
  search: searchSettingsSchema,
  about: aboutSettingsSchema,
  /** Set by the server's environment (PUBLIC_URL), not editable here. */
  publicAddress: publicAddressSchema,
})
export type AdminSettings = z.infer<typeof adminSettingsSchema>

export const MISSING_ZONE_MESSAGE = 'Please enter both a zone name and a rate.'

export const shippingZoneInputSchema = z.object({
  zoneName: requiredText('Zone name', 80),
  rate: pesos('Rate', { max: MAX_ZONE_RATE_CENTAVOS }),
})
export type ShippingZoneInput = z.input<typeof shippingZoneInputSchema>

/** True when the zone name or rate was left empty (the 'Missing Information' case). */
export function isZoneInfoMissing(input: { zoneName?: unknown; rate?: unknown }): boolean {
  const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === ''
  return blank(input.zoneName) || blank(input.rate)
}

export const adminShippingZoneSchema = z
  .object({ id: z.int(), zoneName: z.string(), rateCentavos: z.int() })
  .meta({ id: 'AdminShippingZone' })
export type AdminShippingZone = z.infer<typeof adminShippingZoneSchema>

/** `GET /api/admin/shipping-zones`. */
export const adminShippingZonesSchema = z.object({ items: z.array(adminShippingZoneSchema) })
export type AdminShippingZones = z.infer<typeof adminShippingZonesSchema>

/** `GET /api/admin/shipping-zones/cities` and `PUT /:id/cities`: every mappable city, by province. */
export const zoneCitiesResponseSchema = z.object({
  provinces: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      cities: z.array(z.object({ code: z.string(), name: z.string(), zoneId: z.int().nullable() })),
    }) satisfies z.ZodType<MappableProvince>,
  ),
})
export type ZoneCitiesResponse = z.infer<typeof zoneCitiesResponseSchema>
