import { Download, Printer } from 'lucide-react'
import { Link } from 'react-router'
import { adminDeliveriesApiPaths } from '#shared/api-paths/delivery.ts'
import { isIsoDate } from '#shared/delivery-schedule.ts'
import { deliverySlipsHref, slipMessages } from '#shared/packing-slip.ts'
import { ExportCsvLink } from '#web/admin/ui/export-csv-link.tsx'
import { ListToolbar } from '#web/admin/ui/list-toolbar.tsx'
import { Button } from '#web/ui/button.tsx'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { Input } from '#web/ui/input.tsx'
import { Label } from '#web/ui/label.tsx'
import { manilaToday } from './deliveries-params.ts'

/**
 * The day to show (a date, or the Today / Tomorrow shortcuts, Manila dates), Print,
 * the day's packing slips and the day's two CSV files. None of it is printed.
 */
export function DeliveriesToolbar({
  date,
  onDate,
}: {
  date: string
  onDate: (date: string) => void
}) {
  const { today, tomorrow } = manilaToday()
  const shortcut = (label: string, day: string) => (
    <Button
      variant="secondary"
      aria-pressed={date === day}
      className="aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
      onClick={() => onDate(day)}
    >
      {label}
    </Button>
  )
  return (
    <ListToolbar className="print:hidden">
      <div className="min-w-44">
        <Label htmlFor="deliveries-date">Delivery date</Label>
        <Input
          id="deliveries-date"
          type="date"
          className="mt-1"
          value={date}
          onChange={(event) => {
            // Cleared or half typed: keep the day on screen until a whole date is there.
            if (isIsoDate(event.target.value)) onDate(event.target.value)
          }}
        />
      </div>
      {shortcut('Today', today)}
      {shortcut('Tomorrow', tomorrow)}
      <div className="flex flex-wrap gap-3 sm:ml-auto">
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          Print
        </Button>
        <Link
          to={deliverySlipsHref(date)}
          className={buttonClasses({ variant: 'secondary' })}
          aria-label={slipMessages.printDaySlips}
        >
          <Printer aria-hidden="true" className="size-4" />
          {slipMessages.printSlips}
        </Link>
        <ExportCsvLink href={adminDeliveriesApiPaths.exportCsv(date)} />
        <a
          href={adminDeliveriesApiPaths.packingListCsv(date)}
          download
          className={buttonClasses({ variant: 'secondary' })}
        >
          <Download aria-hidden="true" className="size-4" />
          Export packing list
        </a>
      </div>
    </ListToolbar>
  )
}
