import { useDeliverySchedule } from '#web/admin/settings/delivery/api/get-delivery-schedule.ts'
import { SettingsCard } from '#web/admin/settings/settings-card.tsx'
import { QueryPanel } from '#web/admin/ui/query-panel.tsx'
import { AddClosedDateForm } from './add-closed-date-form.tsx'
import { ClosedDatesList } from './closed-dates-list.tsx'

/** Days the whole shop does not deliver: the Philippine holidays (preloaded) and the staff's own. */
export function ClosedDatesSection() {
  const schedule = useDeliverySchedule()
  return (
    <SettingsCard
      id="closed-dates"
      title="Closed Dates"
      description="No zone delivers on these dates; checkout leaves them out. The Philippine regular holidays of this year and next are added once; remove any you deliver on."
    >
      <div className="space-y-6">
        <QueryPanel
          query={schedule}
          loadingLabel="Loading closed dates"
          errorMessage="The closed dates could not be loaded."
          className=""
          compact
        >
          {(data) => <ClosedDatesList closedDates={data.closedDates} />}
        </QueryPanel>
        <AddClosedDateForm />
      </div>
    </SettingsCard>
  )
}
