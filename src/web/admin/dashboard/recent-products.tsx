import { Link } from 'react-router'
import { formatManilaDate } from '#shared/manila-time.ts'
import { formatPeso } from '#shared/money.ts'
import { paths } from '#shared/paths.ts'
import type { DashboardSummary } from '#shared/schemas/dashboard.ts'
import { VisibilityBadge } from '#web/admin/ui/status-badge.tsx'
import { DashboardPanel } from './dashboard-panel.tsx'

const linkClasses = 'font-medium text-brand-700 underline-offset-2 hover:underline'

/** The five newest products (docs/product-rules.md §2), each a way into the products screen. */
export function RecentProducts({ products }: { products: DashboardSummary['recentProducts'] }) {
  return (
    <DashboardPanel
      title="Recent Products"
      action={
        <Link to={paths.admin.products} className={`text-sm ${linkClasses}`}>
          View all products
        </Link>
      }
    >
      {products.length === 0 ? (
        <p className="text-sm text-stone-700">No products yet.</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {products.map((product) => (
            <li key={product.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
              <div className="min-w-0 flex-1 basis-48">
                <Link
                  to={`${paths.admin.products}?${new URLSearchParams({ q: product.name })}`}
                  className={`break-words ${linkClasses}`}
                >
                  {product.name}
                </Link>
                <p className="text-xs text-stone-600">
                  <span className="capitalize">{product.category}</span>
                  {' · Added '}
                  <time dateTime={product.createdAt}>{formatManilaDate(product.createdAt)}</time>
                </p>
              </div>
              {product.visibility === 'draft' && <VisibilityBadge visibility="draft" />}
              <span className="text-sm font-semibold whitespace-nowrap text-stone-900">
                {formatPeso(product.priceCentavos)}/kg
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  )
}
