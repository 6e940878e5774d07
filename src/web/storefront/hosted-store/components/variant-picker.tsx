import type { HostedVariant } from '#shared/schemas/hosted-store.ts'
import { cn } from '#web/ui/cn.ts'

interface VariantPickerProps {
  /** The option's title from the store ('Style'). */
  label: string
  variants: readonly HostedVariant[]
  selectedId: string
  onSelect: (variant: HostedVariant) => void
}

/**
 * One radio per variant, drawn as pills; arrow keys move between them natively.
 * Without JavaScript, a list of the styles (docs/product-rules.md §2).
 */
export function VariantPicker({ label, variants, selectedId, onSelect }: VariantPickerProps) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-stone-900">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {variants.map((variant) => {
          const selected = variant.id === selectedId
          return (
            <label
              key={variant.id}
              className={cn(
                'relative cursor-pointer rounded-full border px-4 py-2 text-sm font-medium noscript:cursor-default has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700 has-[:focus-visible]:ring-offset-2',
                selected
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-stone-300 bg-white text-stone-900 hover:border-brand-700',
              )}
            >
              <input
                type="radio"
                name="hosted-variant"
                value={variant.id}
                checked={selected}
                onChange={() => onSelect(variant)}
                // Invisible but covering the pill, so a click or tap lands on the radio itself.
                // Without JavaScript a choice would change neither the pill nor the price:
                // the pills only list the styles, the first one's price shown.
                className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0 noscript:hidden"
              />
              {variant.title}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
