import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { api } from '#web/lib/api-client.ts'
import type { CatalogResource } from './catalog-resource.ts'
import { invalidateCatalog } from './invalidate-catalog.ts'

/** Deletes an item for good (the screen asks first). */
export function deleteCatalogItemMutationOptions<TItem extends { id: number }>(
  queryClient: QueryClient,
  resource: CatalogResource<TItem>,
) {
  return mutationOptions({
    mutationFn: (item: TItem) => api.delete<undefined>(resource.paths.item(item.id)),
    onSuccess: () => invalidateCatalog(queryClient, resource),
  })
}

export function useDeleteCatalogItem<TItem extends { id: number }>(
  resource: CatalogResource<TItem>,
) {
  return useMutation(deleteCatalogItemMutationOptions(useQueryClient(), resource))
}
