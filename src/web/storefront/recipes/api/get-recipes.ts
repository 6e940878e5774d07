import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ListOf, PublicRecipe } from '#shared/schemas/catalog.ts'
import { api } from '#web/lib/api-client.ts'

export const recipesQueryOptions = queryOptions({
  queryKey: ['catalog', 'recipes', 'list'],
  queryFn: ({ signal }) => api.get<ListOf<PublicRecipe>>('/api/catalog/recipes', signal),
})

export function useRecipes() {
  return useQuery(recipesQueryOptions)
}
