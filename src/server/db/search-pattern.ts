/**
 * Shopper search text as a LIKE pattern that matches it literally anywhere: `%`, `_`
 * and the escape character `\` itself are escaped, so 'a_b' or '100%' mean exactly
 * those characters and never act as wildcards.
 */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, '\\$&')}%`
}

/** The search as the listing uses it: trimmed, and null when there is nothing to search for. */
export function normaliseSearch(q: string | undefined): string | null {
  const trimmed = q?.trim() ?? ''
  return trimmed === '' ? null : trimmed
}

/**
 * False for text no product can contain: NUL (PostgreSQL text cannot hold it, and
 * sending it is an encoding error) and U+0001, which joins the fields in the stored
 * search text, so a search containing it could otherwise match across two fields.
 */
export function searchCanMatch(search: string): boolean {
  return !search.includes('\u0000') && !search.includes('\u0001')
}
