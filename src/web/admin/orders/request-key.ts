/**
 * A key made once per press of a button whose request must take effect once (the refund
 * through PayMongo): the server answers a repeat of it with the first result. A random
 * UUID where the browser offers one (secure pages), else 128 random bits as hex.
 */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
