import { RequireStaff } from '../require-staff'

// Contract stub: replaced by the management screen.
export function AdminProductsPage() {
  return <RequireStaff section="products">{null}</RequireStaff>
}
