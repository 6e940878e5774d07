import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ListOf, PublicRecipe } from '../../../../shared/schemas/catalog'
import { api } from '../../../lib/api-client'

export const recipesQueryOptions = queryOptions({
  queryKey: ['catalog', 'recipes', 'list'],
  queryFn: ({ signal }) => api.get<ListOf<PublicRecipe>>('/api/catalog/recipes', signal),
})

export function useRecipes() {
  return useQuery(recipesQueryOptions)
}
