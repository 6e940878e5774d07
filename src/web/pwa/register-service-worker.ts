/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register'
import { siteApiPaths } from '#shared/api-paths/settings.ts'
import { offlineCaches } from '#shared/offline-caches.ts'
import { offerUpdate } from './update-offer.ts'

const hourMs = 60 * 60 * 1000
const dayMs = 24 * hourMs

/**
 * A rendered page carries the shop's details, so the app never asks /api/site and the
 * worker kept no copy: a page never seen, opened offline, had a footer without the
 * shop's address, phone and email. Once a worker runs, a copy goes into its catalog
 * cache, where the app's request finds it offline; renewed when a day old.
 */
async function keepShopDetailsOffline(): Promise<void> {
  const cache = await caches.open(offlineCaches.catalogApi)
  const kept = await cache.match(siteApiPaths.site)
  const keptAt = Date.parse(kept?.headers.get('date') ?? '')
  if (kept && Date.now() - keptAt < dayMs) return
  await cache.add(siteApiPaths.site)
}

/**
 * Registers the service worker vite-plugin-pwa generated (decision 0066). Loaded on
 * demand after the page's load event (register-after-load.ts), so neither it nor
 * workbox-window weighs on the first page. A new version waits for the shopper's
 * Reload (the banner); the browser checks for one on each page load, and an open page
 * asks every hour and when the connection comes back.
 */
export function registerServiceWorker(): void {
  let reloading = false
  const reloadOnce = () => {
    if (reloading) return
    reloading = true
    window.location.reload()
  }
  // workbox-window reloads only a page that a worker controlled when it registered;
  // a first visit's page that sees a deploy must reload too once the new worker
  // takes it over.
  const activate = () => {
    navigator.serviceWorker.addEventListener('controllerchange', reloadOnce, { once: true })
    void updateServiceWorker(true)
  }
  const updateServiceWorker = registerSW({
    onNeedRefresh: () => offerUpdate(activate),
    onNeedReload: reloadOnce,
    onRegisteredSW: (_url, registration) => {
      if (!registration) return
      void keepShopDetailsOffline().catch(() => {})
      const checkForUpdate = () => void registration.update().catch(() => {})
      window.setInterval(checkForUpdate, hourMs)
      window.addEventListener('online', checkForUpdate)
    },
    // Refused (a private window, browser tests that block workers): the shop works
    // without one, as it did before.
    onRegisterError: () => {},
  })
}
