import { Select } from '#web/ui/select.tsx'

/** The status filter of one tab, a native select with a visible label. */
export function StatusFilter<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string
  label: string
  value: T
  options: readonly { value: T; label: string }[]
  onChange: (value: T) => void
}) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <Select
        id={id}
        className="min-w-40"
        value={value}
        onChange={(event) => {
          const chosen = options.find((o) => o.value === event.target.value)
          if (chosen) onChange(chosen.value)
        }}
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
