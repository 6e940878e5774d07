/** Replaced by the storefront helpers. */
export function PromosPage() {
  return <h1>PromosPage</h1>
}
