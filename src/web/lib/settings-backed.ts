import type { Query } from '@tanstack/react-query'

/**
 * `meta` of a public query whose answer is made from the shop settings (shop name,
 * homepage images, delivery zones). Saving settings in the back office refreshes
 * every query so marked in this browser, without knowing the storefront's keys.
 */
export const settingsBackedMeta = { settingsBacked: true } as const

export function isSettingsBacked(query: Query): boolean {
  return query.meta?.settingsBacked === true
}
