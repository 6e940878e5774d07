import { CircleCheck, TriangleAlert } from 'lucide-react'
import type { DashboardSummary } from '#shared/schemas/dashboard.ts'
import { formatKg } from '#shared/weight.ts'
import { outOfStockText } from './dashboard-format.ts'
import { DashboardPanel } from './dashboard-panel.tsx'

/** Products running low (above 0, below 5 kg) and how many have run out. */
export function InventoryAlerts({
  lowStock,
  outOfStockCount,
}: {
  lowStock: DashboardSummary['lowStock']
  outOfStockCount: number
}) {
  const allWell = lowStock.length === 0 && outOfStockCount === 0
  return (
    <DashboardPanel title="Inventory Alerts">
      {allWell ? (
        <p className="flex items-center gap-2 text-sm text-green-800">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          All products are well stocked
        </p>
      ) : (
        <div className="space-y-3">
          {lowStock.length > 0 && (
            <ul aria-label="Low stock" className="divide-y divide-stone-100">
              {lowStock.map((product) => (
                <li key={product.id} className="flex items-center justify-between gap-3 py-2">
                  <span className="min-w-0 break-words text-stone-900">{product.name}</span>
                  <span className="text-sm font-semibold whitespace-nowrap text-amber-900">
                    {formatKg(product.stockGrams)} left
                  </span>
                </li>
              ))}
            </ul>
          )}
          {outOfStockCount > 0 && (
            <p className="flex items-center gap-2 text-sm font-medium text-red-700">
              <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
              {outOfStockText(outOfStockCount)}
            </p>
          )}
        </div>
      )}
    </DashboardPanel>
  )
}
