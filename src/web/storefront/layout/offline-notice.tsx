import { useOnline } from '#web/lib/use-online.ts'

/**
 * Offline, a page may be the copy the service worker saved, or data fetched earlier:
 * say that its prices and stock may be old. The checkout confirms them once online.
 * The live region stays in the page, so the change is announced both ways.
 */
export function OfflineNotice() {
  const online = useOnline()
  return (
    <div role="status">
      {!online && (
        <p className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900">
          You are offline. Prices and stock may have changed since this page was saved.
        </p>
      )}
    </div>
  )
}
