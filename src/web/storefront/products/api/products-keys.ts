/** Query keys of the storefront's products. */
export const productsKeys = {
  all: ['catalog', 'products'] as const,
  /** One listing view, by its API address (equal views share one address). */
  listing: (url: string) => [...productsKeys.all, 'listing', url] as const,
  detail: (id: number) => [...productsKeys.all, 'detail', id] as const,
  newest: () => [...productsKeys.all, 'newest'] as const,
}
