import { useSyncExternalStore } from 'react'

/**
 * A new version of the shop waiting to take over (a service worker installed and
 * waiting), and how to switch to it. Set by register-service-worker.ts, which loads
 * after the page; read by the update banner, which is on every page from the start.
 */
type Activate = () => void

let activate: Activate | null = null
const listeners = new Set<() => void>()

export function offerUpdate(activateUpdate: Activate): void {
  activate = activateUpdate
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** How to switch to the waiting version, or null while there is none. */
export function useUpdateOffer(): Activate | null {
  return useSyncExternalStore(
    subscribe,
    () => activate,
    () => null,
  )
}
