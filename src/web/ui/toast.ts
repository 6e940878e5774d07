import type { ExternalToast } from 'sonner'

/**
 * Toasts without sonner on the first page: `toast.success` / `toast.error` as in
 * sonner, but sonner (about 9 KB gzip) and its Toaster load on demand, when the
 * browser is idle after the page has loaded or at the first toast, whichever comes
 * first (ToasterSlot). A toast asked for before then shows once the Toaster is up.
 * Measured by bench/bundle-size.mjs against the 150 KB first-page budget.
 */
let wanted = false
const listeners = new Set<() => void>()
let markMounted: () => void = () => {}
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve
})

/** True once something asked for the Toaster. */
export const toasterWanted = () => wanted

/** Calls `listener` when the Toaster is first wanted; returns the unsubscribe. */
export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Asks ToasterSlot to load and mount the Toaster (once). */
export function wantToaster(): void {
  if (wanted) return
  wanted = true
  for (const listener of listeners) listener()
}

/** Called by the Toaster once it listens, so queued toasts are not lost. */
export function toasterMounted(): void {
  markMounted()
}

function show(kind: 'success' | 'error') {
  return (message: string, data?: ExternalToast): void => {
    wantToaster()
    void mounted
      .then(() => import('sonner'))
      .then(({ toast: sonner }) => {
        sonner[kind](message, data)
      })
  }
}

export const toast = { success: show('success'), error: show('error') }
