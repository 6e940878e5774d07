import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

const getSnapshot = () => navigator.onLine
// A page rendered by the server was rendered online; hydration starts from there and
// the browser's own answer follows at once.
const getServerSnapshot = () => true

/**
 * Whether the browser has a network connection, as it tells the page (`online` and
 * `offline` events). False means surely offline; true means only that a connection
 * exists, not that the shop answers.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
