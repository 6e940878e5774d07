/** Replaced by the storefront helpers. */
export function BundlesPage() {
  return <h1>BundlesPage</h1>
}
