import { formatDeliveryDate, formatDeliveryWindow } from '#shared/delivery-schedule.ts'
import {
  slipAddressLines,
  slipItemExtras,
  slipItemName,
  slipMessages,
  slipPackedText,
  slipQuantityText,
} from '#shared/packing-slip.ts'
import { dispatchText, isDoNotDispatch } from '#shared/payment-standing.ts'
import type { DeliverySlip } from '#shared/schemas/delivery.ts'
import { cn } from '#web/ui/cn.ts'

/** The QR of the order's status link, drawn from the path the server encoded it to. */
function StatusQr({ slip }: { slip: DeliverySlip }) {
  return (
    <svg
      role="img"
      aria-label={slipMessages.qrLabel(slip.orderId)}
      data-qr-url={slip.statusUrl}
      viewBox={`-2 -2 ${slip.qr.size + 4} ${slip.qr.size + 4}`}
      className="size-[30mm] shrink-0 bg-white"
      shapeRendering="crispEdges"
    >
      <path d={slip.qr.path} fill="#000" />
    </svg>
  )
}

/**
 * One order's label, 100 × 150 mm: who and where (with barangay, landmark and the
 * rider's instructions), when, what is in the bag, the money at the door, and the QR
 * of the order's status page. Fields an old order does not have are left out.
 */
export function PackingSlip({ date, slip }: { date: string; slip: DeliverySlip }) {
  const money = dispatchText(slip)
  return (
    <article
      aria-label={`Slip ${slip.orderId}`}
      data-testid="packing-slip"
      className="packing-slip flex flex-col gap-2 bg-white p-[4mm] text-[9pt] leading-snug text-black ring-1 ring-stone-300 print:ring-0"
    >
      <header className="flex items-start justify-between gap-2 border-b border-black pb-1">
        <div>
          <p className="font-mono text-[11pt] font-bold">{slip.orderId}</p>
          <p>
            {formatDeliveryDate(date)} ·{' '}
            <span className="font-semibold">{formatDeliveryWindow(slip)}</span> · {slip.zoneName}
          </p>
        </div>
      </header>
      <section aria-label="Customer">
        <p className="text-[11pt] font-bold">{slip.customerName}</p>
        <p>{slip.customerPhone}</p>
        {slipAddressLines(slip).map((line) => (
          <p key={line}>{line}</p>
        ))}
        {slip.landmark && (
          <p>
            <span className="font-semibold">{slipMessages.landmark}:</span> {slip.landmark}
          </p>
        )}
        {slip.deliveryInstructions && (
          <p>
            <span className="font-semibold">{slipMessages.instructions}:</span>{' '}
            {slip.deliveryInstructions}
          </p>
        )}
      </section>
      <ul aria-label="Items" className="border-t border-black pt-1">
        {slip.items.map((item, index) => (
          // Lines have no id of their own; their order never changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            <span className="whitespace-nowrap">{slipQuantityText(item)}</span> {slipItemName(item)}
            {item.packedGrams !== null && <span>, {slipPackedText(item)}</span>}
            {slipItemExtras(item).map((extra) => (
              <span key={extra} className="block pl-3 text-[9pt]">
                {extra}
              </span>
            ))}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex items-end justify-between gap-2 border-t border-black pt-1">
        <p
          data-readiness={slip.readiness}
          className={cn(
            'text-[12pt] font-bold',
            isDoNotDispatch(slip.readiness) && 'border-2 border-black p-1',
          )}
        >
          {money}
        </p>
        <figure className="flex flex-col items-center">
          <StatusQr slip={slip} />
          <figcaption className="mt-0.5 text-center text-[7pt]">
            {slipMessages.statusLink}
          </figcaption>
        </figure>
      </div>
    </article>
  )
}
