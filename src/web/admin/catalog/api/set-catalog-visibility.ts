import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import type { Visibility } from '#shared/schemas/admin-catalog.ts'
import { api } from '#web/lib/api-client.ts'
import type { CatalogResource } from './catalog-resource.ts'
import { invalidateCatalog } from './invalidate-catalog.ts'

/** The eye button (docs/product-rules.md §4): the server sets the visibility and refreshes updatedAt. */
export function setCatalogVisibilityMutationOptions<TItem extends { id: number }>(
  queryClient: QueryClient,
  resource: CatalogResource<TItem>,
) {
  return mutationOptions({
    mutationFn: ({ item, visibility }: { item: TItem; visibility: Visibility }) =>
      api.patch<TItem>(resource.paths.visibility(item.id), { visibility }),
    onSuccess: () => invalidateCatalog(queryClient, resource),
  })
}

export function useSetCatalogVisibility<TItem extends { id: number }>(
  resource: CatalogResource<TItem>,
) {
  return useMutation(setCatalogVisibilityMutationOptions(useQueryClient(), resource))
}
