import { Select } from '#web/ui/select.tsx'

/** One choice of an option select: the value it stands for and the text it shows. */
export interface SelectOption<T extends string> {
  value: T
  label: string
}

/**
 * A native select of typed options: it shows `options` and reports the chosen one's
 * value (an unknown value falls back to the first option). The label is the caller's.
 */
export function OptionSelect<T extends string>({
  id,
  value,
  options,
  onChange,
  className,
}: {
  id: string
  value: T
  options: readonly SelectOption<T>[]
  onChange: (value: T) => void
  className?: string
}) {
  return (
    <Select
      id={id}
      className={className}
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
  )
}
