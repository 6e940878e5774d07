import { lazy, Suspense } from 'react'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { Skeleton } from '#web/ui/skeleton.tsx'

// Only an order paid online needs it: the order page is a landing page held to the
// first-page budget (bench/bundle-size.mjs), and most orders it shows are not online.
const OnlinePaymentPanelContent = lazy(() =>
  import('./online-payment-panel-content.tsx').then((m) => ({
    default: m.OnlinePaymentPanelContent,
  })),
)

/** The online payment of an order paid online (issue 32); nothing for other orders. */
export function OnlinePaymentPanel({ order }: { order: PublicOrder }) {
  if (order.paymentMethod !== 'online' || !order.onlinePayment) return null
  return (
    <Suspense fallback={<Skeleton className="h-40 w-full rounded-lg" />}>
      <OnlinePaymentPanelContent order={order} />
    </Suspense>
  )
}
