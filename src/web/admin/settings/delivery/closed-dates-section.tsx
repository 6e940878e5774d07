import { useState } from 'react'
import { useDeliverySchedule } from '#web/admin/settings/delivery/api/get-delivery-schedule.ts'
import { SettingsCard } from '#web/admin/settings/settings-card.tsx'
import { QueryPanel } from '#web/admin/ui/query-panel.tsx'
import { AddClosedDateForm } from './add-closed-date-form.tsx'
import { ClosedDatesList } from './closed-dates-list.tsx'
import { HolidaySuggestions } from './holiday-suggestions.tsx'
import { MoveOrdersPanel } from './move-orders-panel.tsx'
import type { PendingClosing } from './pending-closing.ts'

/**
 * Days the whole shop does not deliver, the holidays offered as suggestions, and the
 * panel that asks what happens to the orders of a date being closed.
 */
export function ClosedDatesSection() {
  const schedule = useDeliverySchedule()
  const [pending, setPending] = useState<PendingClosing | null>(null)
  // A closing done through the panel starts the form afresh.
  const [formKey, setFormKey] = useState(0)
  return (
    <SettingsCard
      id="closed-dates"
      title="Closed Dates"
      description="No zone delivers on these dates; checkout leaves them out. A date that holds orders closes only once they are moved."
    >
      <div className="space-y-6">
        <QueryPanel
          query={schedule}
          loadingLabel="Loading closed dates"
          errorMessage="The closed dates could not be loaded."
          className=""
          compact
        >
          {(data) => (
            <div className="space-y-6">
              <ClosedDatesList closedDates={data.closedDates} />
              <HolidaySuggestions
                suggestions={data.holidaySuggestions}
                onHoldsOrders={setPending}
              />
            </div>
          )}
        </QueryPanel>
        <AddClosedDateForm key={formKey} onHoldsOrders={setPending} />
        {pending && (
          <MoveOrdersPanel
            key={pending.closing.date}
            pending={pending}
            zones={schedule.data?.zones ?? []}
            onDone={(closed) => {
              setPending(null)
              if (closed && !pending.holiday) setFormKey((k) => k + 1)
            }}
          />
        )}
      </div>
    </SettingsCard>
  )
}
