import { lazy, Suspense, useEffect, useState } from 'react'
import { onToasterWanted, toasterWanted, wantToaster } from './toast.ts'

const Toaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.Toaster })))

/** Idle after the page's load event (or a moment after, where idle callbacks are missing). */
function whenIdleAfterLoad(run: () => void): () => void {
  let cancel = () => {}
  const schedule = () => {
    // Safari before 18 has no idle callbacks.
    const requestIdle = window.requestIdleCallback as Window['requestIdleCallback'] | undefined
    if (requestIdle) {
      const handle = requestIdle(run, { timeout: 3_000 })
      cancel = () => window.cancelIdleCallback(handle)
    } else {
      const handle = window.setTimeout(run, 1_000)
      cancel = () => window.clearTimeout(handle)
    }
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    cancel()
  }
}

/**
 * Where the Toaster goes: nothing at first, then sonner's Toaster once a toast is
 * asked for or the browser is idle after load (src/web/ui/toast.ts says why).
 */
export function ToasterSlot() {
  const [wanted, setWanted] = useState(toasterWanted)
  useEffect(() => {
    if (wanted) return
    const stopListening = onToasterWanted(() => setWanted(true))
    const cancelIdle = whenIdleAfterLoad(wantToaster)
    return () => {
      stopListening()
      cancelIdle()
    }
  }, [wanted])
  // A modal dialog hides the rest of the page from assistive technology (aria-hidden
  // on its siblings) but keeps `[aria-live]` elements that exist when it opens. This
  // host is there from the start, so a Toaster that mounts while a dialog is open is
  // still announced and reachable. `off`: the Toaster's own region does the announcing.
  return (
    <div aria-live="off">
      {wanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </div>
  )
}
