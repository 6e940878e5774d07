/** The server's own words for a failed load ('HTTP 404: Not Found'), else the docs/product-rules.md §8 fallback. */
export function loadErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message
  return 'Failed to load product'
}
