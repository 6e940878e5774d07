/**
 * Asks for a file the shop will show later, perhaps offline (a cart line's photo as
 * the line is added), so the service worker's cache-first rule for images keeps it
 * (decision 0066). Nothing is asked when no worker controls the page (nothing would
 * keep it) or the browser is offline (nothing would answer). Failing is harmless: the
 * page shows the file when it can, as before.
 */
export function keepForOffline(url: string): void {
  if (typeof navigator === 'undefined' || !navigator.onLine) return
  if (!navigator.serviceWorker?.controller) return
  fetch(url).catch(() => undefined)
}
