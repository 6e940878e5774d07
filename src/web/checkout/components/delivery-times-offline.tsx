import { WifiOff } from 'lucide-react'
import { useId, useState } from 'react'
import { deliveryDateLabel, formatDeliveryWindow } from '#shared/delivery-schedule.ts'
import { formatManilaDateTime } from '#shared/manila-time.ts'
import { lastSeenDeliveryTimes } from '#web/checkout/seen-delivery-times.ts'

/**
 * The delivery date and time while the chosen zone's times cannot load (offline, never
 * seen in this visit): says so, and lists the times last seen on this device, to read
 * only. Once online the form's own fields take its place (docs/product-rules.md §11).
 */
export function DeliveryTimesOffline({ zoneId }: { zoneId: number }) {
  const titleId = useId()
  // Read once per zone shown: the list is what the device knew when the signal dropped.
  const [now] = useState(() => new Date())
  const [seen] = useState(() => lastSeenDeliveryTimes(zoneId, { now }))
  return (
    <section
      aria-labelledby={titleId}
      className="flex gap-2 rounded-md bg-stone-100 px-3 py-2 text-sm text-stone-900"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">
        <p id={titleId} className="font-medium">
          Delivery times need a connection
        </p>
        <p>They load by themselves when you are back online.</p>
        {seen && (
          <>
            <p className="mt-2">
              Last seen on this device on {formatManilaDateTime(seen.seenAt)}; they may have
              changed:
            </p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {seen.dates.map((day) => (
                <li key={day.date}>
                  <span className="font-medium">{deliveryDateLabel(day.date, now)}:</span>{' '}
                  {day.windows.map(formatDeliveryWindow).join(', ')}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  )
}
