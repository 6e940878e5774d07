/** Query keys of the storefront's promotions. */
export const promosKeys = {
  all: ['catalog', 'promos'] as const,
  running: () => [...promosKeys.all, 'running'] as const,
}
