import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import type { AdminSettings } from '#shared/schemas/admin-settings.ts'
import { api } from '#web/lib/api-client.ts'
import { isSettingsBacked } from '#web/lib/settings-backed.ts'
import { settingsKeys } from './settings-keys.ts'

/**
 * Saves one section (PUT answers the saved section), keeps the screen's copy in
 * step and refreshes what the storefront in this browser has cached from settings.
 */
export function saveSettingsSectionMutationOptions<K extends keyof AdminSettings>(
  queryClient: QueryClient,
  section: K,
  url: string,
) {
  return mutationOptions({
    mutationFn: (input: unknown) => api.put<AdminSettings[K]>(url, input),
    onSuccess: (saved) => {
      queryClient.setQueryData<AdminSettings>(settingsKeys.sections(), (current) =>
        current ? { ...current, [section]: saved } : current,
      )
      void queryClient.invalidateQueries({ predicate: isSettingsBacked })
    },
  })
}

export function useSaveSettingsSection<K extends keyof AdminSettings>(section: K, url: string) {
  return useMutation(saveSettingsSectionMutationOptions(useQueryClient(), section, url))
}
