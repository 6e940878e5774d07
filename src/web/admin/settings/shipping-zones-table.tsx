import { MapPin, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { formatPeso } from '#shared/money.ts'
import type { AdminShippingZone } from '#shared/schemas/admin-settings.ts'
import { useZoneCities } from '#web/admin/settings/api/get-zone-cities.ts'
import { useRemoveShippingZone } from '#web/admin/settings/api/remove-shipping-zone.ts'
import { TableHeader } from '#web/admin/ui/table-header.tsx'
import { apiErrorMessage } from '#web/lib/api-error-message.ts'
import { Button } from '#web/ui/button.tsx'
import { toast } from '#web/ui/toast.ts'
import { ZoneCitiesDialog } from './zone-cities-dialog.tsx'

/** The zones checkout offers, each with its rate, its cities and a Remove button. */
export function ShippingZonesTable({ zones }: { zones: AdminShippingZone[] }) {
  const remove = useRemoveShippingZone()
  // The cities each zone delivers to (issue 28 §10), edited in a dialog.
  const cities = useZoneCities()
  const [editing, setEditing] = useState<AdminShippingZone | null>(null)
  const cityCount = (zone: AdminShippingZone) =>
    cities.data?.reduce((n, p) => n + p.cities.filter((c) => c.zoneId === zone.id).length, 0)
  const removeZone = (zone: AdminShippingZone) =>
    void remove.mutateAsync(zone).then(
      () =>
        toast.success('Shipping Zone Removed', {
          description: `${zone.zoneName} is no longer offered at checkout.`,
        }),
      (error) => toast.error('Shipping Zone Not Removed', { description: apiErrorMessage(error) }),
    )
  return (
    // relative: the sr-only labels (absolutely placed) stay inside the scroller on a phone.
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Shipping zones</caption>
        <TableHeader
          columns={['Zone', 'Rate', 'Cities', { label: 'Actions', srOnly: true, align: 'right' }]}
        />
        <tbody className="divide-y divide-stone-100">
          {zones.map((zone) => (
            <tr key={zone.id}>
              <th scope="row" className="px-4 py-3 font-medium text-stone-900">
                {zone.zoneName}
              </th>
              <td className="px-4 py-3 text-stone-800 tabular-nums">
                {formatPeso(zone.rateCentavos)}
              </td>
              <td className="px-4 py-3 text-stone-800 tabular-nums">
                {cities.data ? cityCount(zone) : '…'}
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={!cities.data}
                  onClick={() => setEditing(zone)}
                >
                  <MapPin aria-hidden="true" className="size-4" />
                  Cities
                  <span className="sr-only"> of {zone.zoneName}</span>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={remove.isPending && remove.variables?.id === zone.id}
                  onClick={() => removeZone(zone)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Remove
                  <span className="sr-only"> {zone.zoneName}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {editing && cities.data && (
        <ZoneCitiesDialog
          zone={editing}
          zones={zones}
          provinces={cities.data}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  )
}
