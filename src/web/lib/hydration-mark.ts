/**
 * `<html data-hydrated>`: the page is the app now. The inline start-up script holds
 * the taps made before it and replays them when it appears (decision 0071), browser
 * journeys wait for it, and styles can tell a page without JavaScript apart.
 *
 * React hydrates a server page in passes: the root first, then each part the layout
 * rendered in a `<Suspense>` of its own (the page, the footer; decision 0069). A tap
 * replayed into a part not yet hydrated would meet a field whose typed value React
 * has not yet taken in, so the mark waits for the root and every part the layout
 * declared.
 */
const declaredParts = new Set<string>()
const hydratedParts = new Set<string>()
let rootDone = false

function markWhenWhole() {
  if (!rootDone) return
  for (const part of declaredParts) if (!hydratedParts.has(part)) return
  document.documentElement.dataset.hydrated = 'true'
}

/** The layout names the parts it renders, during its render (before any part hydrates). */
export function declareHydratedParts(parts: readonly string[]): void {
  for (const part of parts) declaredParts.add(part)
}

/** A part has hydrated (its effect ran). */
export function markPartHydrated(part: string): void {
  hydratedParts.add(part)
  markWhenWhole()
}

/** The root has hydrated (or rendered, for a page the browser renders itself). */
export function markRootHydrated(): void {
  rootDone = true
  markWhenWhole()
}
