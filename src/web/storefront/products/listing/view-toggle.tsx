import { LayoutGrid, List, type LucideIcon } from 'lucide-react'
import type { ListingView } from '#shared/listing-state.ts'
import { cn } from '#web/ui/cn.ts'

const options: readonly { view: ListingView; label: string; icon: LucideIcon }[] = [
  { view: 'grid', label: 'Grid view', icon: LayoutGrid },
  { view: 'list', label: 'List view', icon: List },
]

/** Two toggle buttons (aria-pressed) choosing how products are laid out. */
export function ViewToggle({
  view,
  onChange,
}: {
  view: ListingView
  onChange: (view: ListingView) => void
}) {
  return (
    <fieldset className="inline-flex shrink-0 rounded-md border border-stone-300 bg-white p-0.5">
      <legend className="sr-only">Layout</legend>
      {options.map(({ view: option, label, icon: Icon }) => {
        const active = option === view
        return (
          <button
            key={option}
            type="button"
            aria-label={label}
            aria-pressed={active}
            onClick={() => onChange(option)}
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
