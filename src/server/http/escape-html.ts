const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * Escapes text for HTML element content and quoted attribute values alike. Every
 * piece of shop or shopper data that reaches HTML we build (email bodies, the
 * page shell's meta tags) goes through here, so a product named `</title><script>`
 * stays text.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => entities[ch]!)
}
