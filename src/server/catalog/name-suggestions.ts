/**
 * 'Did you mean' for a search that found nothing (issue 31 §7): the product names
 * nearest the search by trigram similarity, computed as pg_trgm does (lowercase
 * words of letters and digits, each padded '  word ', similarity = shared trigrams
 * over all trigrams of both). It runs over the distinct published names, kept in the
 * catalog cache (product-search.ts), instead of in SQL: pg_trgm's word_similarity over
 * the stored search text, rechecked row by row, took 250 ms to 1.7 s on PGlite at
 * 100,000 products for a misspelt common word ('ribeey', 'tenderlion').
 */

export const MAX_SUGGESTIONS = 3
/** Below this a name is too far from the search to suggest (pg_trgm's similarity_threshold is 0.3). */
export const SUGGESTION_THRESHOLD = 0.3

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
}

function trigramsOf(words: readonly string[]): Set<string> {
  const trigrams = new Set<string>()
  for (const word of words) {
    const padded = `  ${word} `
    for (let i = 0; i + 3 <= padded.length; i++) trigrams.add(padded.slice(i, i + 3))
  }
  return trigrams
}

function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0
  let shared = 0
  for (const t of a) if (b.has(t)) shared++
  return shared / (a.size + b.size - shared)
}

/**
 * How near a name is to the search: its similarity to the whole name, or to the run
 * of the name's words as long as the search, whichever is higher (so 'liempoo' is
 * near 'Pork Belly (Liempo)').
 */
export function nameScore(search: string, name: string): number {
  const searchWords = wordsOf(search)
  const searchTrigrams = trigramsOf(searchWords)
  const nameWords = wordsOf(name)
  let best = similarity(searchTrigrams, trigramsOf(nameWords))
  const span = Math.max(1, searchWords.length)
  for (let i = 0; i + span <= nameWords.length; i++) {
    best = Math.max(best, similarity(searchTrigrams, trigramsOf(nameWords.slice(i, i + span))))
  }
  return best
}

/** Up to three names nearest the search, nearest first (then A-Z), each once whatever its case. */
export function nearestNames(search: string, names: readonly string[]): string[] {
  const scored: { name: string; score: number }[] = []
  const seen = new Set<string>()
  for (const name of names) {
    const key = name.toLowerCase()
    if (seen.has(key)) continue
    seen.add(key)
    const score = nameScore(search, name)
    if (score >= SUGGESTION_THRESHOLD) scored.push({ name, score })
  }
  scored.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
  return scored.slice(0, MAX_SUGGESTIONS).map((s) => s.name)
}
