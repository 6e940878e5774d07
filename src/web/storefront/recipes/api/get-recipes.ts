import { queryOptions, useQuery } from '@tanstack/react-query'
import { catalogApiPaths } from '#shared/api-paths/catalog.ts'
import type { ListOf, PublicRecipe } from '#shared/schemas/catalog.ts'
import { api } from '#web/lib/api-client.ts'
import { recipesKeys } from './recipes-keys.ts'

/** Published recipes, newest first. */
export const recipesQueryOptions = queryOptions({
  queryKey: recipesKeys.list(),
  queryFn: ({ signal }) => api.get<ListOf<PublicRecipe>>(catalogApiPaths.recipes, signal),
})

export function useRecipes() {
  return useQuery(recipesQueryOptions)
}
