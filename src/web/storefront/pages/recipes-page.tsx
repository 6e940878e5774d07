/** Replaced by the storefront helpers. */
export function RecipesPage() {
  return <h1>RecipesPage</h1>
}
