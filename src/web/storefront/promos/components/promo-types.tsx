import { CalendarRange, type LucideIcon, Package, Zap } from 'lucide-react'
import { IconCardList } from '#web/ui/icon-card-list.tsx'

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
      <IconCardList items={types} className="mt-6 md:grid-cols-3" outlined />
    </section>
  )
}
