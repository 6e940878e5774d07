import type { AdminZoneSchedule } from '#shared/schemas/delivery.ts'
import { ZoneScheduleForm } from './zone-schedule-form.tsx'

/** A 'Delivery schedule' editor per zone, in the order the zones were added. */
export function ZoneSchedules({ zones }: { zones: AdminZoneSchedule[] }) {
  return (
    <div className="space-y-4">
      {zones.map((zone) => {
        const headingId = `zone-${zone.zoneId}-schedule-heading`
        return (
          <section
            key={zone.zoneId}
            aria-labelledby={headingId}
            className="rounded-lg border border-stone-200 p-3 sm:p-4"
          >
            <h3 id={headingId} className="mb-3 font-semibold text-stone-900">
              Delivery schedule: {zone.zoneName}
            </h3>
            <ZoneScheduleForm zone={zone} />
          </section>
        )
      })}
    </div>
  )
}
