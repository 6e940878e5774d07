/** Replaced by the orders helpers. */
export function OrderConfirmationPage() {
  return <h1>OrderConfirmationPage</h1>
}
