/** Query keys of the storefront's recipes. */
export const recipesKeys = {
  all: ['catalog', 'recipes'] as const,
  list: () => [...recipesKeys.all, 'list'] as const,
  detail: (id: number) => [...recipesKeys.all, 'detail', id] as const,
}
