import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { AdminResourcePaths } from '#shared/admin-api-paths.ts'
import type { Visibility } from '#shared/schemas/admin-catalog.ts'
import type { AdminPage } from '#shared/schemas/admin-catalog-views.ts'
import { staffQueryKeyRoot } from '#web/auth/api/logout.ts'
import { api } from '#web/lib/api-client.ts'
import { toast } from '#web/ui/toast.ts'

/** Query keys that every catalog change can make stale besides the resource's own. */
export const catalogDependentKeys = {
  dashboard: [staffQueryKeyRoot, 'dashboard'] as const,
  productOptions: [staffQueryKeyRoot, 'product-options'] as const,
}

export type CatalogListQuery = Record<string, string | number | undefined>

interface ResourceConfig<TItem> {
  /** Query key segment, under the staff root so logout drops it. */
  key: 'products' | 'bundles' | 'recipes' | 'promos'
  paths: AdminResourcePaths
  /** 'Product', 'Bundle', 'Recipe', 'Promo': the toasts' first word (SPEC.md §8). */
  label: string
  nameOf: (item: TItem) => string
}

export interface CatalogResource<TItem> extends ResourceConfig<TItem> {
  keys: {
    all: readonly [string, string]
    list: (query: CatalogListQuery) => readonly unknown[]
  }
  listQueryOptions: (
    query: CatalogListQuery,
  ) => ReturnType<
    typeof queryOptions<AdminPage<TItem>, Error, AdminPage<TItem>, readonly unknown[]>
  >
}

/**
 * One management screen's resource: its query keys and list query. The hooks below
 * take it, so products, bundles, recipes and promos share one set of list, save,
 * delete and visibility hooks with the toasts of SPEC.md §8.
 */
export function defineCatalogResource<TItem extends { id: number }>(
  config: ResourceConfig<TItem>,
): CatalogResource<TItem> {
  const keys = {
    all: [staffQueryKeyRoot, config.key] as const,
    list: (query: CatalogListQuery): readonly unknown[] => [
      staffQueryKeyRoot,
      config.key,
      'list',
      query,
    ],
  }
  return {
    ...config,
    keys,
    listQueryOptions: (query) =>
      queryOptions({
        queryKey: keys.list(query),
        queryFn: ({ signal }) => api.get<AdminPage<TItem>>(config.paths.list(query), signal),
        // While the next search or page loads, keep showing the last one.
        placeholderData: keepPreviousData,
      }),
  }
}

export function useCatalogList<TItem>(resource: CatalogResource<TItem>, query: CatalogListQuery) {
  return useQuery(resource.listQueryOptions(query))
}

function useInvalidateCatalog(resource: CatalogResource<unknown>) {
  const queryClient = useQueryClient()
  return () => {
    void queryClient.invalidateQueries({ queryKey: resource.keys.all })
    void queryClient.invalidateQueries({ queryKey: catalogDependentKeys.dashboard })
    if (resource.key === 'products') {
      void queryClient.invalidateQueries({ queryKey: catalogDependentKeys.productOptions })
    }
  }
}

/** Creates without an id, replaces with one. Errors are left to the form (fields). */
export function useSaveCatalogItem<TItem extends { id: number }>(resource: CatalogResource<TItem>) {
  const invalidate = useInvalidateCatalog(resource as CatalogResource<unknown>)
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: unknown }) =>
      id === null
        ? api.post<TItem>(resource.paths.create, input)
        : api.put<TItem>(resource.paths.item(id), input),
    onSuccess: (item, { id }) => {
      invalidate()
      const verb = id === null ? 'created' : 'updated'
      toast.success(`${resource.label} ${verb}`, {
        description: `${resource.nameOf(item)} has been ${verb}.`,
      })
    },
  })
}

export function useDeleteCatalogItem<TItem extends { id: number }>(
  resource: CatalogResource<TItem>,
) {
  const invalidate = useInvalidateCatalog(resource as CatalogResource<unknown>)
  return useMutation({
    mutationFn: (item: TItem) => api.delete<undefined>(resource.paths.item(item.id)),
    onSuccess: (_none, item) => {
      invalidate()
      toast.success(`${resource.label} deleted`, {
        description: `${resource.nameOf(item)} has been deleted.`,
      })
    },
    onError: (error) =>
      toast.error(`${resource.label} not deleted`, { description: error.message }),
  })
}

/** The eye button (SPEC.md §4): the server sets the visibility and refreshes updatedAt. */
export function useSetCatalogVisibility<TItem extends { id: number }>(
  resource: CatalogResource<TItem>,
) {
  const invalidate = useInvalidateCatalog(resource as CatalogResource<unknown>)
  return useMutation({
    mutationFn: ({ item, visibility }: { item: TItem; visibility: Visibility }) =>
      api.patch<TItem>(resource.paths.visibility(item.id), { visibility }),
    onSuccess: (item, { visibility }) => {
      invalidate()
      toast.success('Visibility Updated', {
        description: `${resource.nameOf(item)} is now ${visibility === 'published' ? 'published' : 'a draft'}.`,
      })
    },
    onError: (error) => toast.error('Visibility not changed', { description: error.message }),
  })
}
