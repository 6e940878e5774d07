/** Settings > Shipping & Delivery: zone schedules and closed dates (admin only). */
export const adminDeliveryScheduleApiPaths = {
  schedule: '/api/admin/delivery-schedule',
  /** PUT one zone's whole schedule. */
  zoneSchedule: (zoneId: number) => `/api/admin/delivery-schedule/zones/${zoneId}`,
  /** POST a closed date. */
  closedDates: '/api/admin/delivery-schedule/closed-dates',
  /** DELETE a closed date ('YYYY-MM-DD'). */
  closedDate: (date: string) =>
    `/api/admin/delivery-schedule/closed-dates/${encodeURIComponent(date)}`,
  /** POST: the admin keeps a suggested holiday ('YYYY-MM-DD') open; it is not offered again. */
  keepHolidayOpen: (date: string) =>
    `/api/admin/delivery-schedule/holidays/${encodeURIComponent(date)}/keep-open`,
} as const

const day = (date: string) => new URLSearchParams({ date }).toString()

/** The Deliveries screen (editors and admins): one Manila date's orders and packing list. */
export const adminDeliveriesApiPaths = {
  day: (date: string) => `/api/admin/deliveries?${day(date)}`,
  /** One row per order: window, zone, customer, phone, address, items. */
  exportCsv: (date: string) => `/api/admin/deliveries/export.csv?${day(date)}`,
  /** One row per product: kilograms (or items) to pack. */
  packingListCsv: (date: string) => `/api/admin/deliveries/packing-list.csv?${day(date)}`,
  /** POST `{ date, window? }`: one slip per order, each with a freshly minted status link. */
  slips: '/api/admin/deliveries/slips',
} as const
