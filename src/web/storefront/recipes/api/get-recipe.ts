import { queryOptions, useQuery } from '@tanstack/react-query'
import { catalogApiPaths } from '#shared/api-paths/catalog.ts'
import type { PublicRecipe } from '#shared/schemas/catalog.ts'
import { api } from '#web/lib/api-client.ts'
import { recipesKeys } from './recipes-keys.ts'

/** One published recipe with its published related products. 404 for unknown or draft. */
export function recipeQueryOptions(id: number) {
  return queryOptions({
    queryKey: recipesKeys.detail(id),
    queryFn: ({ signal }) => api.get<PublicRecipe>(catalogApiPaths.recipe(id), signal),
  })
}

/** `id` null: the address holds no usable id, so nothing is asked. */
export function useRecipe(id: number | null) {
  return useQuery({ ...recipeQueryOptions(id ?? 0), enabled: id !== null })
}
