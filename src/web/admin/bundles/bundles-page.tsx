import { Boxes } from 'lucide-react'
import { catalogListParamsSchema } from '#web/admin/catalog/catalog-list-params.ts'
import { CatalogScreen } from '#web/admin/catalog/catalog-screen.tsx'
import { RequireStaff } from '#web/admin/require-staff.tsx'
import { bundleColumns } from './bundle-columns.tsx'
import { BundleForm } from './bundle-form.tsx'
import { bundleResource } from './bundle-resource.ts'

/** Bundles management (docs/product-rules.md §2 Admin). */
export function AdminBundlesPage() {
  return (
    <RequireStaff section="bundles">
      <CatalogScreen
        resource={bundleResource}
        listParams={catalogListParamsSchema}
        noun="bundles"
        searchPlaceholder="Search bundles..."
        emptyTitle="No bundles found"
        emptyIcon={Boxes}
        columns={bundleColumns}
        dialogSize="lg"
        renderForm={(bundle, close) => <BundleForm bundle={bundle} onDone={close} />}
      />
    </RequireStaff>
  )
}
