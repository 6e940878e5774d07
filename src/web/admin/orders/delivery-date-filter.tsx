import { useState } from 'react'
import { isIsoDate } from '#shared/delivery-schedule.ts'
import { manilaToday } from '#web/admin/deliveries/deliveries-params.ts'
import { OptionSelect, type SelectOption } from '#web/admin/ui/option-select.tsx'
import { Input } from '#web/ui/input.tsx'

type DateChoice = 'all' | 'today' | 'tomorrow' | 'date'

const choices: SelectOption<DateChoice>[] = [
  { value: 'all', label: 'All dates' },
  { value: 'today', label: 'Today' },
  { value: 'tomorrow', label: 'Tomorrow' },
  { value: 'date', label: 'Choose a date…' },
]

function choiceOf(date: string | null): DateChoice {
  if (date === null) return 'all'
  const { today, tomorrow } = manilaToday()
  if (date === today) return 'today'
  if (date === tomorrow) return 'tomorrow'
  return 'date'
}

/**
 * The orders arriving on one Manila date: Today, Tomorrow, or a date staff choose.
 * The URL holds the date itself, so a link copied today still means that day tomorrow.
 */
export function DeliveryDateFilter({
  value,
  onChange,
}: {
  value: string | null
  onChange: (date: string | null) => void
}) {
  // 'Choose a date…' shows the date input before any date is in the URL.
  const [choosing, setChoosing] = useState(false)
  const choice = choosing ? 'date' : choiceOf(value)

  const choose = (next: DateChoice) => {
    setChoosing(next === 'date')
    const { today, tomorrow } = manilaToday()
    if (next === 'all') onChange(null)
    else if (next === 'today') onChange(today)
    else if (next === 'tomorrow') onChange(tomorrow)
  }

  return (
    <div className="flex min-w-44 flex-1 flex-wrap gap-3 sm:flex-none">
      <div className="min-w-44 flex-1 sm:flex-none">
        <label htmlFor="order-delivery-filter" className="sr-only">
          Filter by delivery date
        </label>
        <OptionSelect
          id="order-delivery-filter"
          value={choice}
          options={choices}
          onChange={choose}
        />
      </div>
      {choice === 'date' && (
        <div className="min-w-40 flex-1 sm:flex-none">
          <label htmlFor="order-delivery-date" className="sr-only">
            Delivery date
          </label>
          <Input
            id="order-delivery-date"
            type="date"
            value={value ?? ''}
            onChange={(event) => {
              const date = event.target.value
              if (date === '' || isIsoDate(date)) onChange(date === '' ? null : date)
            }}
          />
        </div>
      )}
    </div>
  )
}
