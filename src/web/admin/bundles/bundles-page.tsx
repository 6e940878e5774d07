import { RequireStaff } from '../require-staff'

// Contract stub: replaced by the management screen.
export function AdminBundlesPage() {
  return <RequireStaff section="bundles">{null}</RequireStaff>
}
