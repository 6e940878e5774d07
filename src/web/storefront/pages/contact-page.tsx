/** Replaced by the storefront helpers. */
export function ContactPage() {
  return <h1>ContactPage</h1>
}
