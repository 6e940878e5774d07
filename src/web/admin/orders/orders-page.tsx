/** Replaced by the orders helpers. */
export function OrdersPage() {
  return <h1>OrdersPage</h1>
}
