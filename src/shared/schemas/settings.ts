import { z } from 'zod'
import {
  DEFAULT_ONLINE_PAYMENT_DEADLINE_MINUTES,
  MAX_ONLINE_PAYMENT_DEADLINE_MINUTES,
  MIN_ONLINE_PAYMENT_DEADLINE_MINUTES,
  onlineMethodTypes,
} from '#shared/online-payment.ts'
import { type OrderTextKind, orderTextKinds } from '#shared/order-texts.ts'
import {
  DEFAULT_PACKED_WEIGHT_TOLERANCE_PERCENT,
  MAX_PACKED_WEIGHT_TOLERANCE_PERCENT,
  MIN_PACKED_WEIGHT_TOLERANCE_PERCENT,
} from '#shared/packed-weight.ts'
import { productCategories } from '#shared/paths.ts'
import { recordOf } from '#shared/record-of.ts'
import {
  defaultSearchWordGroups,
  MAX_SEARCH_WORD_GROUPS,
  MAX_SEARCH_WORD_LENGTH,
  MAX_WORDS_PER_GROUP,
  MIN_SEARCH_WORD_LENGTH,
} from '#shared/search-words.ts'
import type { SameDayDelivery } from './delivery.ts'

/**
 * Shop settings, stored one row per section. Each section has a schema (what a
 * save must satisfy) and defaults (what a new shop starts with).
 */

/** Text as typed, trimmed, of at most `max` characters (empty allowed). */
const trimmedText = (max: number) => z.string().trim().max(max)

/** A whole number within its bounds; a row saved before the setting existed reads the default. */
const wholeNumberSetting = (bounds: { min: number; max: number; fallback: number }) =>
  z.number().int().min(bounds.min).max(bounds.max).default(bounds.fallback)

export const siteSettingsSchema = z.object({
  siteName: z.string().trim().min(1, 'Site name is required').max(120),
  contactEmail: z.email('Enter a valid email address'),
  contactPhone: trimmedText(40),
  address: trimmedText(300),
  freeDeliveryThresholdCentavos: z.number().int().min(0),
  /**
   * How far a packed weight may stray from the ordered weight before staff must
   * confirm it, and what the shopper's estimate promises ('within ±10%'). Rows saved
   * before packed weights existed read the default.
   */
  packedWeightTolerancePercent: wholeNumberSetting({
    min: MIN_PACKED_WEIGHT_TOLERANCE_PERCENT,
    max: MAX_PACKED_WEIGHT_TOLERANCE_PERCENT,
    fallback: DEFAULT_PACKED_WEIGHT_TOLERANCE_PERCENT,
  }),
})
export type SiteSettings = z.infer<typeof siteSettingsSchema>

/** Every order text on: what a new shop, and a row saved before texts existed, reads. */
export const allOrderTextsOn: Record<OrderTextKind, boolean> = recordOf(orderTextKinds, () => true)

export const notificationSettingsSchema = z.object({
  notificationEmails: z.array(z.email()).min(1),
  fromName: trimmedText(120),
  replyTo: z.union([z.email(), z.literal('')]),
  newOrderEmails: z.boolean(),
  /**
   * Which order texts go to shoppers who asked for them (the code is always sent). A
   * kind added later reads on in a row saved before it existed.
   */
  orderTexts: z
    .object(recordOf(orderTextKinds, () => z.boolean().default(true)))
    .default(allOrderTextsOn),
})
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>

/** The GCash payment deadline's bounds: at least an hour, at most a week (docs/product-rules.md §12). */
export const MIN_PAYMENT_DEADLINE_HOURS = 1
export const MAX_PAYMENT_DEADLINE_HOURS = 168
export const DEFAULT_PAYMENT_DEADLINE_HOURS = 24

export const gcashSettingsSchema = z.object({
  accountName: trimmedText(120),
  accountNumber: trimmedText(40),
  instructions: trimmedText(2000),
  /**
   * Hours an unpaid GCash order without a proof waits before it is cancelled (a
   * reminder goes halfway). Rows saved before the deadline existed read the default.
   */
  paymentDeadlineHours: wholeNumberSetting({
    min: MIN_PAYMENT_DEADLINE_HOURS,
    max: MAX_PAYMENT_DEADLINE_HOURS,
    fallback: DEFAULT_PAYMENT_DEADLINE_HOURS,
  }),
  /**
   * Settings > Manual Payment Methods (issue 32): whether checkout offers 'GCash (send a
   * screenshot)' while online payment is offered. Without a payment gateway the manual
   * flow is always offered (checkout as before). Rows saved before read true.
   */
  manualEnabled: z.boolean().default(true),
  /**
   * The shop's QR Ph code (a media path, `/media/…`) shown with the GCash instructions so
   * any bank or e-wallet app can scan it; null when the admin has not uploaded one.
   */
  qrImage: z
    .string()
    .max(500)
    .regex(/^\/media\/[\w./-]+$/, 'Upload the QR Ph code as an image')
    .nullable()
    .default(null),
})
export type GcashSettings = z.infer<typeof gcashSettingsSchema>

/**
 * Settings > Online payments (issue 32): used only while the payment gateway is
 * configured (PAYMONGO_SECRET_KEY and PAYMONGO_WEBHOOK_SECRET).
 */
export const onlinePaymentSettingsSchema = z.object({
  /** The gateway's methods offered on its page (PayMongo `payment_method_types`). */
  methods: z
    .array(z.enum(onlineMethodTypes))
    .min(1, 'Choose at least one way to pay online')
    .default([...onlineMethodTypes]),
  /** Minutes an unpaid online order waits before it is cancelled, freeing stock and window. */
  paymentDeadlineMinutes: wholeNumberSetting({
    min: MIN_ONLINE_PAYMENT_DEADLINE_MINUTES,
    max: MAX_ONLINE_PAYMENT_DEADLINE_MINUTES,
    fallback: DEFAULT_ONLINE_PAYMENT_DEADLINE_MINUTES,
  }),
  /** Whether a shopper whose online payment failed may switch a pending order to cash on delivery. */
  allowSwitchToCod: z.boolean().default(true),
})
export type OnlinePaymentSettings = z.infer<typeof onlinePaymentSettingsSchema>

/**
 * Settings > Checkout. `verifyPhones` is what the admin chose; it takes effect only
 * while an SMS gateway is configured (a shopper could never receive the code
 * otherwise), and the screen and the start-up log say so.
 */
export const checkoutSettingsSchema = z.object({
  verifyPhones: z.boolean(),
})
export type CheckoutSettings = z.infer<typeof checkoutSettingsSchema>

export const homepageSettingsSchema = z.object({
  heroImage: z.string().min(1),
  categoryImages: z.object(recordOf(productCategories, () => z.string().min(1))),
})
export type HomepageSettings = z.infer<typeof homepageSettingsSchema>

/**
 * Settings > Search words (issue 31 §7): each group a set of words meaning the same
 * thing to a shopper, stored normalised (shared/search-words.ts).
 */
export const searchSettingsSchema = z.object({
  synonymGroups: z
    .array(
      z
        .array(z.string().min(MIN_SEARCH_WORD_LENGTH).max(MAX_SEARCH_WORD_LENGTH))
        .min(2)
        .max(MAX_WORDS_PER_GROUP),
    )
    .max(MAX_SEARCH_WORD_GROUPS),
})
export type SearchSettings = z.infer<typeof searchSettingsSchema>

/** One figure of the About page: '10,000+' 'Happy Customers'. */
const aboutFigureSchema = z.object({ value: trimmedText(20), label: trimmedText(40) })

/** Settings > About page (issue 31 §7): the years figure and the four numbers. */
export const aboutSettingsSchema = z.object({
  /** '25' in '25 Years of Excellence'. */
  years: trimmedText(10),
  stats: z.array(aboutFigureSchema).length(4),
})
export type AboutSettings = z.infer<typeof aboutSettingsSchema>

export const settingsSchemas = {
  site: siteSettingsSchema,
  notifications: notificationSettingsSchema,
  gcash: gcashSettingsSchema,
  onlinePayments: onlinePaymentSettingsSchema,
  checkout: checkoutSettingsSchema,
  homepage: homepageSettingsSchema,
  search: searchSettingsSchema,
  about: aboutSettingsSchema,
} as const
export type SettingsKey = keyof typeof settingsSchemas
export type SettingsValue<K extends SettingsKey> = z.infer<(typeof settingsSchemas)[K]>

export const defaultHomepageImages: HomepageSettings = {
  heroImage: '/images/samples/hero.svg',
  categoryImages: {
    beef: '/images/samples/category-beef.svg',
    pork: '/images/samples/category-pork.svg',
    chicken: '/images/samples/category-chicken.svg',
    seafood: '/images/samples/category-seafood.svg',
  },
}

export const defaultSettings: { [K in SettingsKey]: SettingsValue<K> } = {
  site: {
    siteName: 'Prime Cuts Butchery',
    contactEmail: 'orders@primecuts.ph',
    contactPhone: '+63 917 555 0123',
    address: '123 Butcher Lane, Poblacion, Makati City, Metro Manila',
    freeDeliveryThresholdCentavos: 200_000,
    packedWeightTolerancePercent: DEFAULT_PACKED_WEIGHT_TOLERANCE_PERCENT,
  },
  notifications: {
    notificationEmails: ['orders@primecuts.ph'],
    fromName: 'Prime Cuts Butchery',
    replyTo: 'orders@primecuts.ph',
    newOrderEmails: true,
    orderTexts: allOrderTextsOn,
  },
  gcash: {
    accountName: 'Prime Cuts Butchery',
    accountNumber: '0917 555 0123',
    instructions:
      'After sending the exact amount, upload the screenshot of the payment and its 13-digit reference number under Upload Proof of Payment on your order confirmation or order status page.',
    paymentDeadlineHours: DEFAULT_PAYMENT_DEADLINE_HOURS,
    manualEnabled: true,
    qrImage: null,
  },
  onlinePayments: {
    methods: [...onlineMethodTypes],
    paymentDeadlineMinutes: DEFAULT_ONLINE_PAYMENT_DEADLINE_MINUTES,
    allowSwitchToCod: true,
  },
  checkout: { verifyPhones: true },
  homepage: defaultHomepageImages,
  search: { synonymGroups: defaultSearchWordGroups.map((group) => [...group]) },
  about: {
    years: '25',
    stats: [
      { value: '10,000+', label: 'Happy Customers' },
      { value: '50+', label: 'Premium Products' },
      { value: '99.9%', label: 'Freshness Rate' },
      { value: '24/7', label: 'Customer Support' },
    ],
  },
}

/** What any visitor may read: the footer, the free-delivery banner. */
export const publicSiteSchema = siteSettingsSchema
/** The FAQ's same-day promise: the earliest cutoff of the zones that offer it, and their names. */
const sameDayDeliverySchema = z.object({
  cutoffMinute: z.int(),
  zoneNames: z.array(z.string()),
}) satisfies z.ZodType<SameDayDelivery>

/**
 * `GET /api/site`: the site settings, the FAQ's same-day promise (null when no zone offers
 * it), the About page's figures, and whether `/store` has a hosted store behind it (HOSTED_STORE_URL, or the sample
 * store outside production).
 */
export const publicSiteResponseSchema = siteSettingsSchema.extend({
  sameDayDelivery: sameDayDeliverySchema.nullable(),
  hostedStore: z.boolean(),
  /** The About page's figures (Settings > About page). */
  about: aboutSettingsSchema,
  /**
   * What the footer's 'We Accept' and the FAQ name: what checkout takes now, with the
   * ways to pay online the admin offers while the payment gateway is configured (issue 32).
   */
  acceptedPayments: z.array(z.string()),
  /** Whether checkout offers paying online (the payment gateway is configured). */
  onlinePayments: z.boolean(),
})
export type PublicSite = z.infer<typeof publicSiteResponseSchema>
