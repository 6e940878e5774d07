import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { api } from '#web/lib/api-client.ts'
import type { CatalogResource } from './catalog-resource.ts'
import { invalidateCatalog } from './invalidate-catalog.ts'

/** Creates without an id, replaces with one. What to say is left to the form. */
export function saveCatalogItemMutationOptions<TItem extends { id: number }>(
  queryClient: QueryClient,
  resource: CatalogResource<TItem>,
) {
  return mutationOptions({
    mutationFn: ({ id, input }: { id: number | null; input: unknown }) =>
      id === null
        ? api.post<TItem>(resource.paths.create, input)
        : api.put<TItem>(resource.paths.item(id), input),
    onSuccess: () => invalidateCatalog(queryClient, resource),
  })
}

export function useSaveCatalogItem<TItem extends { id: number }>(resource: CatalogResource<TItem>) {
  return useMutation(saveCatalogItemMutationOptions(useQueryClient(), resource))
}
