import { AppError } from '#server/http/errors.ts'

/**
 * What the lookup form (order id and email) answers when the pair matches no order:
 * one message whichever part was wrong, so no answer confirms an order id or an email.
 * No other route takes an id and an email (docs/security.md, order links).
 */
export const shopperOrderNotFound = () =>
  new AppError(404, 'not_found', 'No order matches that order ID and email.')

/**
 * What an order link (`/orders/<token>`, and the routes under
 * `/api/orders/by-token/<token>`) answers for a token that opens nothing: forged,
 * cut short, or dropped. The same for each, so the answer says nothing of why.
 */
export const orderLinkNotFound = () =>
  new AppError(
    404,
    'not_found',
    'No order matches this link. Check that you opened the whole link, or look the order up with its order ID and email.',
  )
