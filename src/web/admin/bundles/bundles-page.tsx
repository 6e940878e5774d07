import { Boxes } from 'lucide-react'
import { CatalogScreen } from '../catalog/catalog-screen'
import { RequireStaff } from '../require-staff'
import { bundleColumns } from './bundle-columns'
import { BundleForm } from './bundle-form'
import { bundleResource } from './bundle-resource'

/** Bundles management (SPEC.md §2 Admin). */
export function AdminBundlesPage() {
  return (
    <RequireStaff section="bundles">
      <CatalogScreen
        resource={bundleResource}
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
