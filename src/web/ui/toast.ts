import type { ExternalToast } from 'sonner'

/**
 * Toasts without sonner on the first page: `toast.success` / `toast.error` /
 * `toast.message` as in sonner, but sonner (about 9 KB gzip) and its Toaster load on
 * demand, when the browser is idle after the page has loaded or at the first toast,
 * whichever comes first (ToasterSlot). A toast asked for before then shows once the
 * Toaster is up. Measured by bench/bundle-size.mjs against the 150 KB first-page budget.
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

export interface ToastOptions extends ExternalToast {
  /**
   * Goes away when the shopper moves to another page (dismissPageToasts): a toast about
   * what was just tapped, whose action only makes sense where it was tapped.
   */
  untilPageChanges?: boolean
}

/** Toasts shown, or about to be, that go with the page; sonner's ids. */
const pageToasts = new Set<string>()
let lastPageToast = 0

let loading: Promise<typeof import('sonner')> | undefined
/** sonner once the Toaster listens; one import for every toast. */
const sonner = () => {
  loading ??= mounted.then(() => import('sonner'))
  return loading
}

function show(kind: 'success' | 'error' | 'message') {
  return (message: string, options: ToastOptions = {}): void => {
    const { untilPageChanges = false, ...data } = options
    wantToaster()
    // A page toast with its own id replaces the one shown before under that id.
    const pageId = untilPageChanges
      ? (data.id?.toString() ?? `page-toast-${++lastPageToast}`)
      : null
    if (pageId !== null) pageToasts.add(pageId)
    void sonner().then((loaded) => {
      // The page changed before sonner was up: the toast is not shown at all.
      if (pageId !== null && !pageToasts.has(pageId)) return
      loaded.toast[kind](message, pageId === null ? data : { ...data, id: pageId })
    })
  }
}

export const toast = { success: show('success'), error: show('error'), message: show('message') }

/** Sends away the toasts shown with `untilPageChanges`: the shopper moved to another page. */
export function dismissPageToasts(): void {
  if (pageToasts.size === 0) return
  const ids = [...pageToasts]
  pageToasts.clear()
  void sonner().then((loaded) => {
    for (const id of ids) loaded.toast.dismiss(id)
  })
}
