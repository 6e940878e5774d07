import { settingsKeys } from '#web/admin/settings/api/settings-keys.ts'

/**
 * Query keys of the zone schedules and closed dates. Under the shipping zones' key,
 * so adding or removing a zone (refresh-shipping-zones.ts) refreshes the schedules too.
 */
export const deliveryScheduleKeys = {
  all: () => [...settingsKeys.shippingZones(), 'delivery-schedule'] as const,
}
