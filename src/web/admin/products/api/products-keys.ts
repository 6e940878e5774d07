import { staffQueryKeyRoot } from '#web/staff/api/auth-keys.ts'

/**
 * Query keys of the products screen beyond its list (the list's keys are the catalog
 * screens', #web/admin/catalog/api/catalog-keys.ts), under the staff root.
 */
export const adminProductsKeys = {
  /** Every product, for the bundle and recipe pickers. */
  options: [staffQueryKeyRoot, 'product-options'] as const,
}
