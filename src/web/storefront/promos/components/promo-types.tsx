import { CalendarRange, type LucideIcon, Package, Zap } from 'lucide-react'

const types: readonly { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Seasonal Sales',
    text: 'Holiday and fiesta specials on the cuts everyone is cooking: lechon belly at Christmas, steaks for Valentine’s.',
    icon: CalendarRange,
  },
  {
    title: 'Bundle Deals',
    text: 'Curated packs of our best cuts at up to 20% less than buying each one on its own.',
    icon: Package,
  },
  {
    title: 'Flash Sales',
    text: 'Short, sharp discounts on selected products. Subscribe to hear about them first.',
    icon: Zap,
  },
]

/** 'Types of Promotions': seasonal sales, bundle deals, flash sales. */
export function PromoTypes() {
  return (
    <section aria-labelledby="promo-types-heading" className="mt-14">
      <h2 id="promo-types-heading" className="text-2xl font-bold text-stone-900">
        Types of Promotions
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {types.map(({ title, text, icon: Icon }) => (
          <li key={title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
            <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-stone-900">{title}</h3>
            <p className="mt-2 text-stone-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
