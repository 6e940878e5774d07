import { lazy, Suspense } from 'react'
import type { GcashSettings } from '#shared/schemas/settings.ts'
import { Skeleton } from '#web/ui/skeleton.tsx'

// Only a GCash order that still owes money shows them: the order page is a landing page
// held to the first-page budget (bench/bundle-size.mjs). Server-rendered, they paint
// with the page; the browser loads their code when it hydrates them.
const GcashInstructions = lazy(() =>
  import('./gcash-instructions.tsx').then((m) => ({ default: m.GcashInstructions })),
)

/** The GCash instructions (QR Ph code, number, Copy number) of the order page and confirmation. */
export function LazyGcashInstructions({ gcash }: { gcash: GcashSettings }) {
  return (
    <Suspense fallback={<Skeleton className="h-32 w-full rounded-lg" />}>
      <GcashInstructions gcash={gcash} />
    </Suspense>
  )
}
