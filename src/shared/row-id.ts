/**
 * The one rule for a row id (decision 0086): what the server's routes and request
 * schemas, the page render and the browser's pages all read as naming a row. No zod
 * here, so a storefront page can read its address without a validation library.
 */

/**
 * The largest row id PostgreSQL's `serial` (int4) holds. A larger number names no
 * row, and sent to the database it fails the query ('out of range', a 500).
 */
export const MAX_ROW_ID = 2_147_483_647

/**
 * A row id written in a URL: plain digits, at most 10. Not `Number()` alone: it reads
 * '0x1', '1e0' and ' 1' as 1, so a mistyped address could name a row it never wrote.
 */
export const ROW_ID_TEXT = /^\d{1,10}$/
/** The most digits a row id has (MAX_ROW_ID's): a longer text is refused before it is read. */
export const ROW_ID_DIGITS = String(MAX_ROW_ID).length

/** True for a number the database can have as a row id: an integer in 1..MAX_ROW_ID. */
export function isRowId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= MAX_ROW_ID
}

/** The row id an address's segment names, or null ('abc', '0', '1e3', '99999999999'). */
export function parseRowId(text: string | undefined): number | null {
  if (text === undefined || !ROW_ID_TEXT.test(text)) return null
  const id = Number(text)
  return isRowId(id) ? id : null
}
