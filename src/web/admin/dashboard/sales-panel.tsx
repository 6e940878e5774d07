import { lazy, Suspense } from 'react'
import type { DashboardSummary } from '#shared/schemas/dashboard.ts'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { DashboardPanel } from './dashboard-panel.tsx'
import { SalesTable } from './sales-table.tsx'

// uPlot is the heaviest part of the page: fetch it after the figures have painted.
const SalesChart = lazy(() => import('./sales-chart.tsx'))

export function SalesPanel({ sales }: { sales: DashboardSummary['sales'] }) {
  return (
    <DashboardPanel title="Sales, last 30 days" className="min-w-0 lg:col-span-2">
      <Suspense fallback={<Skeleton className="h-[260px] w-full" />}>
        <SalesChart sales={sales} />
      </Suspense>
      <SalesTable sales={sales} />
    </DashboardPanel>
  )
}
