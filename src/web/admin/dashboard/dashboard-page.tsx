import type { StaffRole } from '#shared/roles.ts'
import type { DashboardSummary } from '#shared/schemas/dashboard.ts'
import { useDashboard } from '#web/admin/dashboard/api/get-dashboard.ts'
import { useStaffUser } from '#web/admin/require-staff.tsx'
import { QueryBoundary } from '#web/ui/query-boundary.tsx'
import { DashboardSkeleton } from './dashboard-skeleton.tsx'
import { InventoryAlerts } from './inventory-alerts.tsx'
import { LoweredToday } from './lowered-today.tsx'
import { QuickActions } from './quick-actions.tsx'
import { RecentProducts } from './recent-products.tsx'
import { SalesPanel } from './sales-panel.tsx'
import { StatCards } from './stat-cards.tsx'

function DashboardBody() {
  const user = useStaffUser()
  return (
    <QueryBoundary
      query={useDashboard()}
      pending={<DashboardSkeleton />}
      loadError={{ message: 'The dashboard could not be loaded.' }}
    >
      {(summary) => <DashboardPanels summary={summary} role={user.role} />}
    </QueryBoundary>
  )
}

function DashboardPanels({ summary, role }: { summary: DashboardSummary; role: StaffRole }) {
  return (
    <div className="space-y-6">
      <StatCards stats={summary.stats} />
      <div className="grid gap-6 lg:grid-cols-3">
        <SalesPanel sales={summary.sales} />
        <QuickActions role={role} pendingOrders={summary.pendingOrders} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentProducts products={summary.recentProducts} />
        <InventoryAlerts lowStock={summary.lowStock} outOfStockCount={summary.outOfStockCount} />
      </div>
      <LoweredToday entries={summary.loweredToday} />
    </div>
  )
}

/** The back office's front page (docs/product-rules.md §2 Dashboard). */
export function DashboardPage() {
  const user = useStaffUser()
  return (
    <div className="space-y-6">
      <section aria-labelledby="welcome-heading" className="rounded-xl bg-white p-6 shadow-sm">
        <h2 id="welcome-heading" className="text-2xl font-bold text-stone-900">
          Welcome back, {user.name}
        </h2>
        <p className="mt-2 text-stone-700">
          Here is how the shop has done over the last 30 days, and what needs attention.
        </p>
      </section>
      <DashboardBody />
    </div>
  )
}
