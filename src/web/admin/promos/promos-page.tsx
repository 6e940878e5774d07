import { Tag } from 'lucide-react'
import { catalogListParamsSchema } from '#web/admin/catalog/catalog-list-params.ts'
import { CatalogScreen } from '#web/admin/catalog/catalog-screen.tsx'
import { RequireStaff } from '#web/admin/require-staff.tsx'
import { promoColumns } from './promo-columns.tsx'
import { PromoForm } from './promo-form.tsx'
import { promoResource } from './promo-resource.ts'

/** Promotions management (docs/product-rules.md §2 Admin). */
export function AdminPromosPage() {
  return (
    <RequireStaff section="promos">
      <CatalogScreen
        resource={promoResource}
        listParams={catalogListParamsSchema}
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
