import { Truck } from 'lucide-react'
import { formatDeliveryDate } from '#shared/delivery-schedule.ts'
import type { DeliveryDay } from '#shared/schemas/delivery.ts'
import { cn } from '#web/ui/cn.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { DeliveryGroupSection } from './delivery-group.tsx'
import { PackingList } from './packing-list.tsx'

/** The day's orders by window and zone, then its packing list; printed as it is shown. */
export function DeliveryDayView({ day, stale }: { day: DeliveryDay; stale: boolean }) {
  const title = `Deliveries for ${formatDeliveryDate(day.date)}`
  return (
    <div className={cn('space-y-4 transition-opacity', stale && 'opacity-60')}>
      <h2 className="text-xl font-bold text-stone-900">
        {title}
        <span className="text-base font-normal text-stone-700">
          {' '}
          · {day.orderCount} {day.orderCount === 1 ? 'order' : 'orders'}
        </span>
      </h2>
      {day.groups.length === 0 ? (
        <div className="rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
          <EmptyState icon={Truck} title="No deliveries on this day." />
        </div>
      ) : (
        <>
          {day.groups.map((group, index) => (
            <DeliveryGroupSection
              key={`${group.startsMinute}-${group.zoneName}`}
              date={day.date}
              group={group}
              index={index}
            />
          ))}
          <PackingList lines={day.packingList} />
        </>
      )}
    </div>
  )
}
