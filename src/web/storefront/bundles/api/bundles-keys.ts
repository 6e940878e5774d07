/** Query keys of the storefront's bundles. */
export const bundlesKeys = {
  all: ['catalog', 'bundles'] as const,
  list: () => [...bundlesKeys.all, 'list'] as const,
}
