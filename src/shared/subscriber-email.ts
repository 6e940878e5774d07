/**
 * The subscriber email rule of docs/product-rules.md §5, without zod so the footer form on the
 * storefront's first page can use it (docs/performance.md); the zod schema in
 * schemas/subscribers.ts is built on the same pattern and message.
 */
export const INVALID_EMAIL_TITLE = 'Invalid Email'
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.'
/**
 * Something, `@`, then a domain with a dot that is neither its first nor its last
 * character, and no spaces or second `@` anywhere: the addresses the prototype's
 * `^[^\s@]+@[^\s@]+\.[^\s@]+$` took. That form backtracks quadratically (the domain
 * can split at any of its dots, a 100 KB address held the server for 17 s); here the
 * dot matched is always the first one after the domain's first character, so each
 * character is read once.
 */
export const SUBSCRIBER_EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/
export const MAX_EMAIL_LENGTH = 254

/** The address as it will be stored (trimmed, lowercased), or null when it does not look like one. */
export function normalizeSubscriberEmail(input: string): string | null {
  const email = input.trim().toLowerCase()
  return email.length <= MAX_EMAIL_LENGTH && SUBSCRIBER_EMAIL_PATTERN.test(email) ? email : null
}
