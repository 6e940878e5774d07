import { OptionSelect, type SelectOption } from '#web/admin/ui/option-select.tsx'

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
  options: readonly SelectOption<T>[]
  onChange: (value: T) => void
}) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <OptionSelect
        id={id}
        className="min-w-40"
        value={value}
        options={options}
        onChange={onChange}
      />
    </div>
  )
}
