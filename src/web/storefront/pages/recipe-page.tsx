/** Replaced by the storefront helpers. */
export function RecipePage() {
  return <h1>RecipePage</h1>
}
