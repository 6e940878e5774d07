import type { Queryable } from '#server/db/client.ts'
import { validationFailed } from '#server/http/errors.ts'
import { addressMessages, joinShippingAddress } from '#shared/address.ts'
import { psgcBarangayIn, psgcCity, psgcProvince } from './psgc.ts'
import { zoneOfCity } from './zone-cities-repo.ts'

export interface AddressRequest {
  provinceCode: string
  cityCode: string
  barangayCode: string
  address: string
  landmark?: string | undefined
  deliveryInstructions?: string | undefined
  postalCode?: string | undefined
}

/**
 * The order's address as it is stored, and the zone that delivers there (issue 28
 * §10): a city the list does not know, a city outside the province, a city no zone
 * serves or a barangay outside the city is refused (422) on its field.
 */
export async function resolveOrderAddress(db: Queryable, input: AddressRequest) {
  const province = psgcProvince(input.provinceCode)
  if (!province) throw validationFailed({ provinceCode: addressMessages.chooseProvince })
  const city = psgcCity(input.cityCode)
  if (!city) throw validationFailed({ cityCode: addressMessages.chooseCity })
  if (city.provinceCode !== province.code) {
    const message = addressMessages.cityNotInProvince(province.name)
    throw validationFailed({ cityCode: message }, message)
  }
  const zone = await zoneOfCity(db, city.code)
  if (!zone) {
    const message = addressMessages.notServed(city.name)
    throw validationFailed({ cityCode: message }, message)
  }
  const barangay = psgcBarangayIn(city.code, input.barangayCode)
  if (!barangay) {
    const message = addressMessages.barangayNotInCity(city.name)
    throw validationFailed({ barangayCode: message }, message)
  }
  const postalCode = input.postalCode ?? ''
  return {
    zone,
    columns: {
      address: input.address,
      city: city.name,
      province: province.name,
      barangay: barangay.name,
      psgcCityCode: city.code,
      psgcBarangayCode: barangay.code,
      landmark: input.landmark ?? null,
      deliveryInstructions: input.deliveryInstructions ?? null,
      postalCode,
      shippingAddress: joinShippingAddress({
        address: input.address,
        barangay: barangay.name,
        city: city.name,
        province: province.name,
        postalCode,
      }),
    },
  }
}
