import { Truck } from 'lucide-react'
import { arrivesText } from '#shared/delivery-schedule.ts'
import type { OrderDelivery } from '#shared/schemas/delivery.ts'
import { cn } from '#web/ui/cn.ts'

/**
 * 'Arrives today, 1:00 PM – 5:00 PM' / 'Arrives Sat, Nov 28, 9:00 AM – 12:00 PM' at
 * the time the page is shown. Nothing for an order placed before delivery dates.
 */
export function OrderArrival({
  delivery,
  className,
}: {
  delivery: OrderDelivery | null
  className?: string
}) {
  if (!delivery) return null
  return (
    <p className={cn('flex gap-2 font-semibold text-stone-900', className)}>
      <Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      {arrivesText(delivery, new Date())}
    </p>
  )
}
