/**
 * 'Order again' (issue 31 §6) in the address: the order page opened with `?again=1`
 * (the confirmation email's 'Order again' link) runs 'Order again' once, as the button
 * does. It only fills the cart; it never places an order.
 */
export const ORDER_AGAIN_PARAM = 'again'

/** The order page's address with 'Order again' asked for: `<order page>?again=1`. */
export function orderAgainUrl(orderPageUrl: string): string {
  return `${orderPageUrl}?${ORDER_AGAIN_PARAM}=1`
}

/** The button's words, in the page and the email. */
export const ORDER_AGAIN_LABEL = 'Order again'
