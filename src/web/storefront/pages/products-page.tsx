/** Replaced by the storefront helpers. */
export function ProductsPage() {
  return <h1>ProductsPage</h1>
}
