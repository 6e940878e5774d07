import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PublicRecipe } from '#shared/schemas/catalog.ts'
import { api } from '#web/lib/api-client.ts'

/** One published recipe with its published related products. 404 for unknown or draft. */
export function recipeQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['catalog', 'recipes', 'detail', id],
    queryFn: ({ signal }) => api.get<PublicRecipe>(`/api/catalog/recipes/${id}`, signal),
  })
}

export function useRecipe(id: number | null) {
  return useQuery({ ...recipeQueryOptions(id ?? 0), enabled: id !== null })
}
