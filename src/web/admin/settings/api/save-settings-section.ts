import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminSettings } from '#shared/schemas/admin-settings.ts'
import { api } from '#web/lib/api-client.ts'
import { settingsQueryKeys, storefrontSettingsKeys } from './settings-query-keys.ts'

/**
 * Saves one section (PUT answers the saved section), keeps the screen's copy in
 * step and refreshes what the storefront in this browser has cached.
 */
export function useSaveSettingsSection<K extends keyof AdminSettings>(section: K, url: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: unknown) => api.put<AdminSettings[K]>(url, input),
    onSuccess: (saved) => {
      queryClient.setQueryData<AdminSettings>(settingsQueryKeys.settings, (current) =>
        current ? { ...current, [section]: saved } : current,
      )
      for (const queryKey of storefrontSettingsKeys) {
        void queryClient.invalidateQueries({ queryKey })
      }
    },
  })
}
