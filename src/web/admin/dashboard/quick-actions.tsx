import { ClipboardList, Plus, Settings } from 'lucide-react'
import { Link } from 'react-router'
import { listSearch } from '#shared/list-params.ts'
import { paths } from '#shared/paths.ts'
import { canAccessSection, type StaffRole } from '#shared/roles.ts'
import { orderListParamsSchema } from '#web/admin/orders/order-list-params.ts'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { formatCount } from './dashboard-format.ts'
import { DashboardPanel } from './dashboard-panel.tsx'

/** The products screen opens its add dialog when it finds `?new=1`. */
const addProductHref = `${paths.admin.products}?new=1`
const pendingOrdersHref = `${paths.admin.orders}${listSearch(orderListParamsSchema, { q: '', status: 'pending', deliveryDate: null, payment: null, page: 1 })}`

const actionClasses = buttonClasses({ variant: 'secondary' }, 'w-full justify-start')

export function QuickActions({ role, pendingOrders }: { role: StaffRole; pendingOrders: number }) {
  return (
    <DashboardPanel title="Quick Actions">
      <div className="grid gap-2">
        <Link to={addProductHref} className={buttonClasses({}, 'w-full justify-start')}>
          <Plus aria-hidden="true" className="size-4" />
          Add Product
        </Link>
        <Link to={pendingOrdersHref} className={actionClasses}>
          <ClipboardList aria-hidden="true" className="size-4" />
          View Pending Orders ({formatCount(pendingOrders)})
        </Link>
        {canAccessSection(role, 'settings') && (
          <Link to={paths.admin.settings} className={actionClasses}>
            <Settings aria-hidden="true" className="size-4" />
            Settings
          </Link>
        )}
      </div>
    </DashboardPanel>
  )
}
