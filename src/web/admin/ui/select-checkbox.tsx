import { useEffect, useRef } from 'react'

/**
 * The checkbox of a list's row selection (`useRowSelection`): native, and able to
 * show 'some selected' (indeterminate) on the select-all box, which only exists as a
 * DOM property, not an attribute.
 */
export function SelectCheckbox({
  label,
  checked,
  indeterminate = false,
  onChange,
}: {
  label: string
  checked: boolean
  indeterminate?: boolean
  onChange: (checked: boolean) => void
}) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate
  }, [indeterminate])
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      className="size-4 cursor-pointer rounded border-stone-400 accent-brand-700"
    />
  )
}
