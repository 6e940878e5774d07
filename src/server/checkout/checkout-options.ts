import { servedProvinces } from '#server/address/served-areas.ts'
import type { AppDeps } from '#server/app-env.ts'
import type { Queryable } from '#server/db/client.ts'
import { offeredPaymentMethods } from '#server/settings/offered-payment-methods.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import { checkoutZones } from '#server/settings/shipping-zone-repo.ts'
import type { CheckoutOptions } from '#shared/schemas/orders.ts'

/**
 * What the checkout page offers: the zones, the provinces and cities they serve (each
 * city with its zone), the free-delivery threshold, the payment methods and the GCash details.
 */
export async function checkoutOptions(
  db: Queryable,
  deps: Pick<AppDeps, 'paymentGateway'>,
): Promise<CheckoutOptions> {
  const [zones, provinces, site, gcash] = await Promise.all([
    checkoutZones(db),
    servedProvinces(db),
    getSettings(db, 'site'),
    getSettings(db, 'gcash'),
  ])
  return {
    zones,
    provinces,
    freeDeliveryThresholdCentavos: site.freeDeliveryThresholdCentavos,
    gcash,
    paymentMethods: offeredPaymentMethods(deps, gcash),
  }
}
