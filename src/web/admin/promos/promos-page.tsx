import { Tag } from 'lucide-react'
import { CatalogScreen } from '../catalog/catalog-screen'
import { RequireStaff } from '../require-staff'
import { promoColumns } from './promo-columns'
import { PromoForm } from './promo-form'
import { promoResource } from './promo-resource'

/** Promotions management (SPEC.md §2 Admin). */
export function AdminPromosPage() {
  return (
    <RequireStaff section="promos">
      <CatalogScreen
        resource={promoResource}
        noun="promos"
        searchPlaceholder="Search promos..."
        emptyTitle="No promotions found"
        emptyIcon={Tag}
        columns={promoColumns}
        renderForm={(promo, close) => <PromoForm promo={promo} onDone={close} />}
      />
    </RequireStaff>
  )
}
