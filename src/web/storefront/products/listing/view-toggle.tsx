import { LayoutGrid, List, type LucideIcon } from 'lucide-react'
import type { ListingView } from '#shared/listing-state.ts'
import { cn } from '#web/ui/cn.ts'

const options: readonly { view: ListingView; label: string; icon: LucideIcon }[] = [
  { view: 'grid', label: 'Grid view', icon: LayoutGrid },
  { view: 'list', label: 'List view', icon: List },
]

/**
 * Two toggle buttons (aria-pressed) choosing how products are laid out. They submit
 * `view` with the `form` they name when JavaScript is off; with it, the click is
 * handled here and the submission cancelled.
 */
export function ViewToggle({
  view,
  onChange,
  form,
}: {
  view: ListingView
  onChange: (view: ListingView) => void
  form: string
}) {
  return (
    <fieldset className="inline-flex shrink-0 rounded-md border border-stone-300 bg-white p-0.5">
      <legend className="sr-only">Layout</legend>
      {options.map(({ view: option, label, icon: Icon }) => {
        const active = option === view
        return (
          <button
            key={option}
            type="submit"
            form={form}
            name="view"
            value={option}
            aria-label={label}
            aria-pressed={active}
            onClick={(event) => {
              event.preventDefault()
              onChange(option)
            }}
            className={cn(
              'inline-flex size-9 items-center justify-center rounded',
              active ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-cream-100',
            )}
          >
            <Icon aria-hidden="true" className="size-5" />
          </button>
        )
      })}
    </fieldset>
  )
}
