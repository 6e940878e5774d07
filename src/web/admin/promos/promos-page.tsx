import { Tag } from 'lucide-react'
import { CatalogScreen } from '#web/admin/catalog/catalog-screen.tsx'
import { RequireStaff } from '#web/admin/require-staff.tsx'
import { promoColumns } from './promo-columns.tsx'
import { PromoForm } from './promo-form.tsx'
import { promoResource } from './promo-resource.ts'

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
