import { Hourglass, Package, PhilippinePeso, ShoppingCart, Users } from 'lucide-react'
import { formatPeso } from '#shared/money.ts'
import { dispatchMessages } from '#shared/payment-standing.ts'
import type { DashboardSummary } from '#shared/schemas/dashboard.ts'
import { formatCount } from './dashboard-format.ts'
import { StatCard } from './stat-card.tsx'

/** The five headline figures (paid and awaiting payment apart, issue 28) (docs/product-rules.md §2 Dashboard), changes computed by the server. */
export function StatCards({ stats }: { stats: DashboardSummary['stats'] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
      <StatCard title="Total Products" icon={Package} stat={stats.products} format={formatCount} />
      <StatCard
        title="Orders (30 days)"
        icon={ShoppingCart}
        stat={stats.orders}
        format={formatCount}
      />
      <StatCard
        title={dispatchMessages.paidTitle}
        icon={PhilippinePeso}
        stat={stats.paidCentavos}
        format={formatPeso}
      />
      <StatCard
        title={dispatchMessages.awaitingTitle}
        icon={Hourglass}
        stat={stats.awaitingCentavos}
        format={formatPeso}
      />
      <StatCard title="Subscribers" icon={Users} stat={stats.subscribers} format={formatCount} />
    </div>
  )
}
