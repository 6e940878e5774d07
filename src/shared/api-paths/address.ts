/** The PSGC address lists (issue 28 §10). */
export const addressApiPaths = {
  /** GET: a city's barangays A–Z (public, cacheable). */
  barangays: (cityCode: string) => `/api/address/cities/${encodeURIComponent(cityCode)}/barangays`,
} as const
