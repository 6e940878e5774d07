/** Replaced by the cart helper. */
export function CartPage() {
  return <h1>Cart</h1>
}
