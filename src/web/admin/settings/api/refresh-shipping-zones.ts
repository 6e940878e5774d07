import type { QueryClient } from '@tanstack/react-query'
import { isSettingsBacked } from '#web/lib/settings-backed.ts'
import { settingsKeys } from './settings-keys.ts'

/** After a zone is added or removed: the list here, and checkout's options in this browser. */
export function refreshShippingZones(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: settingsKeys.shippingZones() })
  void queryClient.invalidateQueries({ predicate: isSettingsBacked })
}
