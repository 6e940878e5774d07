import type { MappableProvince } from '#shared/address.ts'
import { type ZoneCitiesInput, zoneCitiesInputSchema } from '#shared/schemas/address.ts'
import type { AdminShippingZone } from '#shared/schemas/admin-settings.ts'
import { useSaveZoneCities } from '#web/admin/settings/api/save-zone-cities.ts'
import { AdminDialog } from '#web/admin/ui/admin-dialog.tsx'
import { useApiForm } from '#web/lib/forms/use-api-form.ts'
import { Button } from '#web/ui/button.tsx'
import { FieldError } from '#web/ui/field-error.tsx'
import { toast } from '#web/ui/toast.ts'

interface ZoneCitiesDialogProps {
  zone: AdminShippingZone
  zones: AdminShippingZone[]
  provinces: MappableProvince[]
  onClose: () => void
}

/**
 * The cities and municipalities a zone delivers to (issue 28 §10): checkout offers
 * only these, and the zone (its fee and dates) follows from the city the shopper
 * picks. A city another zone delivers to is shown with that zone and cannot be ticked.
 */
export function ZoneCitiesDialog({ zone, zones, provinces, onClose }: ZoneCitiesDialogProps) {
  const save = useSaveZoneCities()
  const mine = provinces.flatMap((p) => p.cities.filter((c) => c.zoneId === zone.id))
  const zoneName = (id: number) => zones.find((z) => z.id === id)?.zoneName ?? 'another zone'
  const { form, onSubmit, pending } = useApiForm({
    schema: zoneCitiesInputSchema,
    defaultValues: { cityCodes: mine.map((c) => c.code) } as ZoneCitiesInput,
    fieldNames: ['cityCodes'],
    submit: (checked) => save.mutateAsync({ zoneId: zone.id, cityCodes: checked.cityCodes }),
    onSuccess: (_, form) => {
      const count = form.getValues('cityCodes').length
      toast.success('Cities Saved', {
        description: `${zone.zoneName} delivers to ${count} ${count === 1 ? 'city or municipality' : 'cities and municipalities'}.`,
      })
      onClose()
    },
    failureTitle: 'Cities Not Saved',
  })
  const error = form.formState.errors.cityCodes
  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Cities delivered by ${zone.zoneName}`}
      description="Checkout offers only the cities and municipalities a zone delivers to; the fee and delivery dates follow from the zone. A city belongs to one zone at most."
      size="lg"
    >
      <form noValidate onSubmit={onSubmit} className="space-y-3">
        {provinces.map((province) => {
          const ticked = province.cities.filter((c) => c.zoneId === zone.id).length
          return (
            <details
              key={province.code}
              open={ticked > 0}
              className="rounded-md border border-stone-200 px-3 py-2"
            >
              <summary className="cursor-pointer font-medium text-stone-900">
                {province.name}
                {ticked > 0 && <span className="font-normal text-stone-600"> ({ticked})</span>}
              </summary>
              <fieldset className="mt-2 grid gap-1 sm:grid-cols-2">
                <legend className="sr-only">{province.name}</legend>
                {province.cities.map((city) => {
                  const other = city.zoneId !== null && city.zoneId !== zone.id
                  return (
                    <label
                      key={city.code}
                      className="flex items-center gap-2 text-sm text-stone-900"
                    >
                      <input
                        type="checkbox"
                        className="size-4 accent-brand-700"
                        value={city.code}
                        disabled={other}
                        {...form.register('cityCodes')}
                      />
                      {city.name}
                      {other && city.zoneId !== null && (
                        <span className="text-stone-600">{` (${zoneName(city.zoneId)})`}</span>
                      )}
                    </label>
                  )
                })}
              </fieldset>
            </details>
          )
        })}
        <FieldError id="zone-cities-error" message={error?.message ?? error?.root?.message} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : 'Save Cities'}
          </Button>
        </div>
      </form>
    </AdminDialog>
  )
}
