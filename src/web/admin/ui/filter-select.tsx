import { OptionSelect, type SelectOption } from './option-select.tsx'

interface FilterSelectProps<T extends string> {
  id: string
  /** Read by screen readers ('Filter users by role'); the chosen option is what shows. */
  label: string
  value: T
  options: readonly SelectOption<T>[]
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
      <OptionSelect id={id} value={value} options={options} onChange={onChange} />
    </div>
  )
}
