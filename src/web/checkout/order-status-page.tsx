/** Replaced by the orders helpers. */
export function OrderStatusPage() {
  return <h1>OrderStatusPage</h1>
}
