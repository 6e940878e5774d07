import { useShippingZones } from '#web/admin/settings/api/get-shipping-zones.ts'
import { QueryPanel } from '#web/admin/ui/query-panel.tsx'
import { AddShippingZoneForm } from './add-shipping-zone-form.tsx'
import { DeliverySchedulesPanel } from './delivery/delivery-schedules-panel.tsx'
import { SettingsCard } from './settings-card.tsx'
import { ShippingZonesTable } from './shipping-zones-table.tsx'

/** Delivery zones, their rates and their delivery schedules: exactly what checkout offers. */
export function ShippingSettingsSection() {
  const zones = useShippingZones()
  return (
    <SettingsCard
      id="shipping-settings"
      title="Shipping & Delivery"
      description="Checkout offers exactly these zones, on the days and in the time windows of each zone's delivery schedule (Manila time). Delivery is free once an order reaches the free delivery threshold."
    >
      <div className="space-y-6">
        <QueryPanel
          query={zones}
          loadingLabel="Loading shipping zones"
          errorMessage="The shipping zones could not be loaded."
          className=""
          compact
        >
          {(data) => <ShippingZonesTable zones={data} />}
        </QueryPanel>
        <AddShippingZoneForm />
        <DeliverySchedulesPanel />
      </div>
    </SettingsCard>
  )
}
