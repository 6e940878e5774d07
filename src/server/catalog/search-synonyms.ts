import { MAX_SEARCH_ALTERNATIVES, normaliseSearchWord } from '#shared/search-words.ts'

/** Searches longer than this are taken as typed: no shopper types a synonym into an essay. */
const MAX_EXPANDED_SEARCH_LENGTH = 100

const isWordCharacter = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c)

/**
 * Where `word` stands in `text` as a whole word, allowing a plural ('prawns' holds
 * 'prawn'), never inside a longer word ('pata' is not in 'patatas'): the start and
 * end of each, the plural ending included (a search is 'contains', so the other word
 * without it finds its plural too).
 */
function wordsAt(text: string, word: string): [number, number][] {
  const found: [number, number][] = []
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    if (isWordCharacter(text[at - 1])) continue
    let end = at + word.length
    if (isWordCharacter(text[end])) {
      if (text[end] === 's') end++
      else if (text.startsWith('es', end)) end += 2
      if (isWordCharacter(text[end])) continue
    }
    found.push([at, end])
  }
  return found
}

/**
 * The other searches a search also stands for (issue 31 §7): for each word of a
 * synonym group the search holds, the search with that word replaced by each other
 * word of its group ('baboy adobo' → 'pork adobo'; 'ribeye' → 'rib eye'; 'prawns' →
 * 'prawn', 'hipon', 'shrimp'). Longer words
 * first, so 'pork belly' is replaced whole before 'pork'. Lowercase, at most
 * MAX_SEARCH_ALTERNATIVES, never the search itself; none for a search too long to be
 * a shopper's words.
 */
export function searchAlternatives(
  search: string,
  groups: readonly (readonly string[])[],
  limit = MAX_SEARCH_ALTERNATIVES,
): string[] {
  if (search.length > MAX_EXPANDED_SEARCH_LENGTH) return []
  const typed = normaliseSearchWord(search)
  const words = groups
    .map((group) => group.map(normaliseSearchWord).filter((w) => w !== ''))
    .flatMap((group) => group.map((word) => ({ word, others: group.filter((w) => w !== word) })))
    .sort((a, b) => b.word.length - a.word.length)
  const alternatives: string[] = []
  for (const { word, others } of words) {
    for (const [start, end] of wordsAt(typed, word)) {
      // A plural typed ('prawns') also stands for the word itself ('prawn').
      const plural = end > start + word.length
      for (const other of plural ? [word, ...others] : others) {
        if (alternatives.length >= limit) return alternatives
        const alternative = typed.slice(0, start) + other + typed.slice(end)
        if (alternative !== typed && !alternatives.includes(alternative)) {
          alternatives.push(alternative)
        }
      }
    }
  }
  return alternatives
}
