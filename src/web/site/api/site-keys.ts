/** Query keys of the shop's public details (name, contact, free-delivery threshold). */
export const siteKeys = {
  all: ['site'] as const,
  details: () => [...siteKeys.all, 'details'] as const,
}
