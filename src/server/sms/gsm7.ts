/**
 * The GSM 03.38 alphabet an SMS is written in when it holds nothing else: 160
 * characters fit one part. One character outside it (the peso sign, a curly quote, an
 * en dash, '•') turns the whole text into UCS-2, 70 characters a part, so a 150
 * character text would go as three paid parts. Texts are built from this alphabet
 * only (docs/product-rules.md, order texts).
 */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
/** Each of these takes two of the 160 places (an escape, then the character). */
const EXTENSION = '^{}\\[~]|€\f'

const basic = new Set(BASIC)
const extension = new Set(EXTENSION)

export function isGsm7(text: string): boolean {
  for (const ch of text) if (!basic.has(ch) && !extension.has(ch)) return false
  return true
}

/** Places the text takes in a GSM-7 SMS (an extension character counts twice). */
export function gsm7Length(text: string): number {
  let length = 0
  for (const ch of text) length += extension.has(ch) ? 2 : 1
  return length
}

/** Common characters outside the alphabet, and what a text writes instead. */
const REPLACEMENTS: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '•': '-',
  '₱': 'PHP ',
  '\u00a0': ' ',
}

/**
 * Text from outside the code (the shop's name as an admin typed it) in the GSM-7
 * alphabet: punctuation replaced, accents dropped where the letter has none in GSM-7,
 * anything else left out; extension characters are left out too (they count twice).
 */
export function toGsm7(text: string): string {
  let out = ''
  for (const ch of text) {
    if (basic.has(ch)) {
      out += ch
      continue
    }
    const replaced = REPLACEMENTS[ch]
    if (replaced !== undefined) {
      out += replaced
      continue
    }
    const plain = ch.normalize('NFD').replace(/\p{M}/gu, '')
    if ([...plain].every((c) => basic.has(c))) out += plain
  }
  return out.replace(/\s+/g, ' ').trim()
}
