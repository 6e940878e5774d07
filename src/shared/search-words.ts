/**
 * Settings > Search words (issue 31 §7): groups of words shoppers type for the same
 * thing ('baboy, pork'; 'ribeye, rib eye'). A search containing one word of a group
 * also finds what the same search with each other word of the group finds
 * (src/server/catalog/search-synonyms.ts). No zod here: the Settings screen's text
 * and the server's check share these rules.
 */

export const MAX_SEARCH_WORD_GROUPS = 200
export const MAX_WORDS_PER_GROUP = 10
export const MIN_SEARCH_WORD_LENGTH = 2
export const MAX_SEARCH_WORD_LENGTH = 40
/** The most searches one search is widened to, besides itself. */
export const MAX_SEARCH_ALTERNATIVES = 8

/** The defaults: Filipino market words and spacing variants a new shop starts with. */
export const defaultSearchWordGroups: readonly (readonly string[])[] = [
  ['baboy', 'pork'],
  ['baka', 'beef'],
  ['manok', 'chicken'],
  ['hipon', 'shrimp', 'prawn'],
  ['isda', 'fish'],
  ['liempo', 'pork belly'],
  ['ribeye', 'rib eye'],
  ['porkchop', 'pork chop'],
  ['giniling', 'ground'],
  ['kasim', 'pork shoulder'],
  ['pata', 'pork hock'],
  ['pusit', 'squid'],
  ['tahong', 'mussels'],
  ['alimango', 'crab'],
  ['bangus', 'milkfish'],
  ['atay', 'liver'],
  ['pakpak', 'wings'],
  ['hita', 'thigh'],
  ['pecho', 'breast'],
]

/** A word as compared and stored: lowercase, trimmed, single spaces. */
export function normaliseSearchWord(word: string): string {
  return word.trim().replace(/\s+/g, ' ').toLowerCase()
}

/** Groups as the Settings screen shows them: one group a line, words separated by commas. */
export function searchWordLines(groups: readonly (readonly string[])[]): string {
  return groups.map((group) => group.join(', ')).join('\n')
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const controlCharacter = /[\u0000-\u001f\u007f]/

export type ParsedSearchWords = { ok: true; groups: string[][] } | { ok: false; message: string }

/**
 * The text of the Settings screen as groups: blank lines skipped, each word
 * normalised, a word repeated within its line kept once. The first problem found is
 * the message, naming its line.
 */
export function parseSearchWordLines(text: string): ParsedSearchWords {
  const groups: string[][] = []
  const lines = text.split('\n')
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue
    const at = `Line ${index + 1}`
    const words = [...new Set(line.split(',').map(normaliseSearchWord))].filter((w) => w !== '')
    if (words.length < 2) {
      return { ok: false, message: `${at}: write at least two words, separated by commas` }
    }
    if (words.length > MAX_WORDS_PER_GROUP) {
      return { ok: false, message: `${at}: at most ${MAX_WORDS_PER_GROUP} words a line` }
    }
    for (const word of words) {
      if (word.length < MIN_SEARCH_WORD_LENGTH || word.length > MAX_SEARCH_WORD_LENGTH) {
        return {
          ok: false,
          message: `${at}: each word needs ${MIN_SEARCH_WORD_LENGTH} to ${MAX_SEARCH_WORD_LENGTH} characters`,
        }
      }
      if (controlCharacter.test(word)) {
        return { ok: false, message: `${at}: only letters, numbers, spaces and punctuation` }
      }
    }
    groups.push(words)
    if (groups.length > MAX_SEARCH_WORD_GROUPS) {
      return { ok: false, message: `At most ${MAX_SEARCH_WORD_GROUPS} lines` }
    }
  }
  return { ok: true, groups }
}
