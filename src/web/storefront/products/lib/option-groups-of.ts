import type { PublicProduct } from '#shared/schemas/catalog.ts'

/**
 * A product's option groups (issue 31), for the cards of every page: kept apart from
 * the product page's rules (product-options.ts) so the first page's script carries
 * only this.
 */
export function optionGroupsOf(product: Partial<Pick<PublicProduct, 'optionGroups'>>) {
  // A product kept on the device before issue 31 has none.
  return product.optionGroups ?? []
}

/** True when the product cannot be added without a choice (the cards' 'Choose Options'). */
export function needsChoices(product: Partial<Pick<PublicProduct, 'optionGroups'>>): boolean {
  return optionGroupsOf(product).some((g) => g.required)
}
