import { Package, PhilippinePeso, ShoppingCart, Users } from 'lucide-react'
import { formatPeso } from '#shared/money.ts'
import { estimateBeside } from '#shared/packed-weight.ts'
import type { DashboardSummary } from '#shared/schemas/admin-catalog-views.ts'
import { formatCount } from './dashboard-format.ts'
import { StatCard } from './stat-card.tsx'

/** The four headline figures (docs/product-rules.md §2 Dashboard), changes computed by the server. */
export function StatCards({ stats }: { stats: DashboardSummary['stats'] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard title="Total Products" icon={Package} stat={stats.products} format={formatCount} />
      <StatCard
        title="Orders (30 days)"
        icon={ShoppingCart}
        stat={stats.orders}
        format={formatCount}
      />
      <StatCard
        title="Revenue (30 days)"
        icon={PhilippinePeso}
        stat={stats.revenueCentavos}
        format={formatPeso}
        // Final amounts; where packing re-priced lines, what checkout estimated too (issue 17).
        note={estimateBeside(
          stats.revenueCentavos.value,
          stats.estimatedRevenueCentavos,
          'Estimated at checkout',
        )}
      />
      <StatCard title="Subscribers" icon={Users} stat={stats.subscribers} format={formatCount} />
    </div>
  )
}
