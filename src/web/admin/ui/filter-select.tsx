import { Select } from '#web/ui/select.tsx'

interface FilterSelectProps<T extends string> {
  id: string
  /** Read by screen readers ('Filter users by role'); the chosen option is what shows. */
  label: string
  value: T
  options: readonly { value: T; label: string }[]
  onChange: (value: T) => void
}

/** A labelled filter above a back-office table; an unknown value falls back to the first option. */
export function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: FilterSelectProps<T>) {
  return (
    <div className="min-w-40 flex-1 sm:flex-none">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Select
        id={id}
        value={value}
        onChange={(event) =>
          onChange(options.find((o) => o.value === event.target.value)?.value ?? options[0]!.value)
        }
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </div>
  )
}
