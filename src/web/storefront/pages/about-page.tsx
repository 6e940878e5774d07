/** Replaced by the storefront helpers. */
export function AboutPage() {
  return <h1>AboutPage</h1>
}
