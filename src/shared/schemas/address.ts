import { z } from 'zod'
import { addressLimits, addressMessages, PSGC_CODE_PATTERN } from '#shared/address.ts'

// Every length is checked (and aborts) before a pattern runs on the text.
const psgcCode = (message: string) =>
  z
    .string({ message })
    .trim()
    .min(1, { message, abort: true })
    .max(10, { message, abort: true })
    .regex(PSGC_CODE_PATTERN, message)

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters`, abort: true })
    .optional()
    .transform((value) => (value ? value : undefined))

/** The address part of `POST /api/orders` and of the checkout form (issue 28 §10). */
export const addressRequestFields = {
  provinceCode: psgcCode(addressMessages.chooseProvince),
  cityCode: psgcCode(addressMessages.chooseCity),
  barangayCode: psgcCode(addressMessages.chooseBarangay),
  /** Street and house number (building, unit). */
  address: z
    .string({ message: addressMessages.street })
    .trim()
    .min(1, { message: addressMessages.street, abort: true })
    .max(addressLimits.street, {
      message: `Street and house number must be at most ${addressLimits.street} characters`,
      abort: true,
    }),
  landmark: optionalText(addressLimits.landmark, 'Landmark'),
  deliveryInstructions: optionalText(addressLimits.deliveryInstructions, 'Delivery instructions'),
  /** Optional since issue 28 (the form no longer asks); kept for API callers. */
  postalCode: optionalText(addressLimits.postalCode, 'Postal code'),
}

/** A city's code in a URL path (`/api/address/cities/:code/barangays`). */
export const cityCodeParamSchema = z.object({
  code: z.string().max(10).regex(PSGC_CODE_PATTERN),
})

/** `PUT /api/admin/shipping-zones/:id/cities`: every city the zone delivers to. */
export const zoneCitiesInputSchema = z.object({
  cityCodes: z
    .array(psgcCode(addressMessages.chooseCity))
    .max(2000, 'Too many cities')
    .transform((codes) => [...new Set(codes)]),
})
export type ZoneCitiesInput = z.input<typeof zoneCitiesInputSchema>

/** A city or municipality the shop delivers to, with the zone that delivers there. */
export const servedCitySchema = z.object({ code: z.string(), name: z.string(), zoneId: z.int() })
export type ServedCity = z.infer<typeof servedCitySchema>

/** `GET /api/checkout/options` `provinces`: the provinces with a served city (Metro Manila first, then A–Z). */
export const servedProvinceSchema = z.object({
  code: z.string(),
  name: z.string(),
  cities: z.array(servedCitySchema),
})
export type ServedProvince = z.infer<typeof servedProvinceSchema>

/** A barangay of a city (`GET /api/address/cities/:code/barangays`). */
export const barangayOptionSchema = z.object({ code: z.string(), name: z.string() })
export type BarangayOption = z.infer<typeof barangayOptionSchema>

/** `GET /api/address/cities/:code/barangays`. */
export const cityBarangaysSchema = z.object({
  cityCode: z.string(),
  barangays: z.array(barangayOptionSchema),
})
export type CityBarangays = z.infer<typeof cityBarangaysSchema>
