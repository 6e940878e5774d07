import { useDeliverySchedule } from '#web/admin/settings/delivery/api/get-delivery-schedule.ts'
import { QueryPanel } from '#web/admin/ui/query-panel.tsx'
import { ZoneSchedules } from './zone-schedules.tsx'

/** The zones' delivery schedules inside the Shipping & Delivery card. */
export function DeliverySchedulesPanel() {
  const schedule = useDeliverySchedule()
  return (
    <QueryPanel
      query={schedule}
      loadingLabel="Loading delivery schedules"
      errorMessage="The delivery schedules could not be loaded."
      className=""
      compact
    >
      {(data) => <ZoneSchedules zones={data.zones} />}
    </QueryPanel>
  )
}
