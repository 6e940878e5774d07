/** Replaced by the storefront helpers. */
export function ProductPage() {
  return <h1>ProductPage</h1>
}
