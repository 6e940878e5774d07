import { useCallback } from 'react'
import { useDeliveryDay } from '#web/admin/deliveries/api/get-delivery-day.ts'
import { RequireStaff } from '#web/admin/require-staff.tsx'
import { QueryPanel } from '#web/admin/ui/query-panel.tsx'
import { useListParams } from '#web/lib/lists/use-list-params.ts'
import { deliveriesParamsSchema } from './deliveries-params.ts'
import { DeliveriesToolbar } from './deliveries-toolbar.tsx'
import { DeliveryDayView } from './delivery-day.tsx'

/**
 * The day's work for the staff (issue 16): one Manila date's orders by window and
 * zone with addresses and phones, and the packing list. The date lives in the URL.
 */
function DeliveriesScreen() {
  const { params, update } = useListParams(deliveriesParamsSchema)
  const onDate = useCallback((date: string) => update({ date }), [update])
  const day = useDeliveryDay(params.date)
  return (
    <div className="space-y-4">
      <DeliveriesToolbar date={params.date} onDate={onDate} />
      <QueryPanel
        query={day}
        loadingLabel="Loading deliveries"
        errorMessage="The deliveries could not be loaded."
        className=""
      >
        {(data, stale) => <DeliveryDayView day={data} stale={stale} />}
      </QueryPanel>
    </div>
  )
}

export function DeliveriesPage() {
  return (
    <RequireStaff section="deliveries">
      <DeliveriesScreen />
    </RequireStaff>
  )
}
