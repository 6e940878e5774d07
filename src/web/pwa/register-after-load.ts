/**
 * Starts the service worker once the page has loaded and the browser is idle, from a
 * chunk loaded then: the first page's download and main thread stay the shop's own
 * (decision 0066). A rendered page starts its scripts after load (decision 0069), so
 * without the wait for idle the worker's install (precaching the storefront's files)
 * ran beside hydration and made its tasks longer on a 2-core phone. Only in a
 * production build; the dev server has no service worker.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = () => {
    // A failed download (a deploy replaced the file) leaves the page as it is.
    void import('./register-service-worker.ts')
      .then((m) => m.registerServiceWorker())
      .catch(() => {})
  }
  const whenIdle = () => {
    // Safari before 18 has no idle callbacks.
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(register, { timeout: 5_000 })
    } else {
      window.setTimeout(register, 2_000)
    }
  }
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}
