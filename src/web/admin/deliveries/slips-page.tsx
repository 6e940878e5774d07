import { ArrowLeft, Printer } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { formatDeliveryDate, formatDeliveryWindow, isIsoDate } from '#shared/delivery-schedule.ts'
import { slipMessages } from '#shared/packing-slip.ts'
import { paths } from '#shared/paths.ts'
import type { DeliverySlip, DeliverySlipsRequest } from '#shared/schemas/delivery.ts'
import { useDeliverySlips } from '#web/admin/deliveries/api/post-delivery-slips.ts'
import { RequireStaff } from '#web/admin/require-staff.tsx'
import { QueryPanel } from '#web/admin/ui/query-panel.tsx'
import { Button } from '#web/ui/button.tsx'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { manilaToday } from './deliveries-params.ts'
import { PackingSlip } from './packing-slip.tsx'

/** `?date=YYYY-MM-DD&window=540-720` as the request; the server checks the window. */
function useSlipsRequest(): DeliverySlipsRequest {
  const [search] = useSearchParams()
  const date = search.get('date') ?? ''
  const window = search.get('window')
  return {
    date: isIsoDate(date) ? date : manilaToday().today,
    ...(window ? { window: window.slice(0, 9) } : {}),
  }
}

/**
 * Packing slips (issue 28 §9): one 100 × 150 mm label per order, each printed on its
 * own page (the `slip` page in styles.css). On screen the labels are shown as they
 * will print, under a bar with Print and the way back, which is not printed.
 */
function SlipsScreen() {
  const request = useSlipsRequest()
  const slips = useDeliverySlips(request)
  const back = `${paths.admin.deliveries}?${new URLSearchParams({ date: request.date })}`
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 print:hidden">
        <h2 className="text-xl font-bold text-stone-900">
          {slipMessages.pageTitle} · {formatDeliveryDate(request.date)}
          {slips.data?.window && ` · ${formatDeliveryWindow(slips.data.window)}`}
        </h2>
        <div className="flex flex-wrap gap-3 sm:ml-auto">
          <Link to={back} className={buttonClasses({ variant: 'secondary' })}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Deliveries
          </Link>
          <Button onClick={() => window.print()} disabled={!slips.data?.slips.length}>
            <Printer aria-hidden="true" className="size-4" />
            Print
          </Button>
        </div>
      </div>
      <QueryPanel
        query={slips}
        loadingLabel="Loading packing slips"
        errorMessage="The packing slips could not be loaded."
        className=""
      >
        {(data) =>
          data.slips.length === 0 ? (
            <p className="rounded-xl bg-white p-6 text-stone-700 shadow-sm ring-1 ring-stone-200">
              {slipMessages.noSlips}
            </p>
          ) : (
            <div className="flex flex-wrap gap-4 print:block">
              {data.slips.map((slip: DeliverySlip) => (
                <PackingSlip key={slip.orderId} date={data.date} slip={slip} />
              ))}
            </div>
          )
        }
      </QueryPanel>
    </div>
  )
}

export function DeliverySlipsPage() {
  return (
    <RequireStaff section="deliveries">
      <SlipsScreen />
    </RequireStaff>
  )
}
