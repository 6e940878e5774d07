import { AppError } from '#server/http/errors.ts'

/**
 * What a shopper's request naming an order by id and email answers when the pair
 * matches none (the lookup, the proof of payment and its image): one message
 * whichever part was wrong, so no answer confirms an order id or an email.
 */
export const shopperOrderNotFound = () =>
  new AppError(404, 'not_found', 'No order matches that order ID and email.')
