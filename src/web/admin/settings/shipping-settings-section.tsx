import { LoadError } from '../../ui/load-error'
import { Spinner } from '../../ui/spinner'
import { AddShippingZoneForm } from './add-shipping-zone-form'
import { useShippingZones } from './api/shipping-zones'
import { SettingsCard } from './settings-card'
import { ShippingZonesTable } from './shipping-zones-table'

/** Delivery zones and their rates: exactly what checkout offers. */
export function ShippingSettingsSection() {
  const zones = useShippingZones()
  return (
    <SettingsCard
      id="shipping-settings"
      title="Shipping & Delivery"
      description="Checkout offers exactly these zones. Delivery is free once an order reaches the free delivery threshold."
    >
      <div className="space-y-6">
        {zones.isPending ? (
          <Spinner label="Loading shipping zones" className="mx-auto flex py-8" />
        ) : zones.isError ? (
          <LoadError
            message="The shipping zones could not be loaded."
            onRetry={() => void zones.refetch()}
          />
        ) : (
          <ShippingZonesTable zones={zones.data} />
        )}
        <AddShippingZoneForm />
      </div>
    </SettingsCard>
  )
}
