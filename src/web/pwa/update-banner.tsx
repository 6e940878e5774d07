import { Button } from '#web/ui/button.tsx'
import { useUpdateOffer } from './update-offer.ts'

/**
 * 'A new version is available — Reload' once a deploy's service worker waits: the open
 * page keeps its code (and its cart and form) until the shopper chooses, instead of
 * running stale code against a changed API or reloading under their hands. The live
 * region is there from the start, so the offer is announced when it appears.
 */
export function UpdateBanner() {
  const activate = useUpdateOffer()
  return (
    <div aria-live="polite" className="fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      {activate && (
        // The ring keeps its edge visible over the footer, which is as dark.
        <p className="flex items-center gap-3 rounded-lg bg-stone-900 px-4 py-3 text-sm text-white shadow-lg ring-1 ring-stone-600">
          A new version is available —{' '}
          <Button size="sm" variant="secondary" onClick={activate}>
            Reload
          </Button>
        </p>
      )}
    </div>
  )
}
