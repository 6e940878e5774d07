/**
 * Starts the service worker once the page has loaded, from a chunk loaded then: the
 * first page's download and main thread stay the shop's own (decision 0066). Only in
 * a production build; the dev server has no service worker.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = () => {
    // A failed download (a deploy replaced the file) leaves the page as it is.
    void import('./register-service-worker.ts')
      .then((m) => m.registerServiceWorker())
      .catch(() => {})
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
