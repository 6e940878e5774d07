import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { serveCached } from '#server/catalog/cached-response.ts'
import { sameDayDelivery } from '#server/delivery/delivery-schedule-repo.ts'
import { hasHostedStore } from '#server/hosted-store/hosted-store-from-config.ts'
import { type OnlineMethodType, onlineMethodLabels } from '#shared/online-payment.ts'
import { type PaymentMethod, paymentMethodLabels } from '#shared/order-status.ts'
import { type PublicSite, publicSiteResponseSchema } from '#shared/schemas/settings.ts'
import { offeredPaymentMethods } from './offered-payment-methods.ts'
import { settingsAnswer } from './settings-docs.ts'

/**
 * What the footer and the FAQ name (issue 28, 32): the methods checkout offers, paying
 * online spelled out as the ways the admin offers on the gateway's page, each name once
 * ('Cash on Delivery', 'GCash', 'Maya', 'QR Ph', 'Card').
 */
export function acceptedPaymentLabelsOf(
  methods: readonly PaymentMethod[],
  onlineMethods: readonly OnlineMethodType[],
): string[] {
  const labels = methods.flatMap((method) =>
    method === 'online'
      ? onlineMethods.map((type) => onlineMethodLabels[type])
      : [paymentMethodLabels[method]],
  )
  return [...new Set(labels)]
}

import { getSettings } from './settings-repo.ts'

/**
 * `/api/site`: the public face of the settings (footer contact, delivery threshold,
 * the About page's figures) and the same-day promise the FAQ states, read from the zones' delivery schedules.
 * Every page asks for it, so it is served from the catalog cache like the catalog
 * reads (docs/performance.md); saving the site settings or a delivery schedule
 * empties the cache, so a change still shows at once.
 */
export function siteRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(
    '/',
    settingsAnswer(
      'The public site: footer contact, free delivery, same-day',
      publicSiteResponseSchema,
    ),
    (c) =>
      serveCached(c, deps, 'settings|site', async () => {
        const [site, sameDay, about, gcash, online] = await Promise.all([
          getSettings(deps.db, 'site'),
          sameDayDelivery(deps.db),
          getSettings(deps.db, 'about'),
          getSettings(deps.db, 'gcash'),
          getSettings(deps.db, 'onlinePayments'),
        ])
        const hostedStore = hasHostedStore(deps.config)
        const onlinePayments = deps.paymentGateway !== undefined
        const acceptedPayments = acceptedPaymentLabelsOf(
          offeredPaymentMethods(deps, gcash),
          onlinePayments ? online.methods : [],
        )
        return {
          value: {
            ...site,
            sameDayDelivery: sameDay,
            hostedStore,
            about,
            acceptedPayments,
            onlinePayments,
          } satisfies PublicSite,
          stockOf: [],
        }
      }),
  )
}
