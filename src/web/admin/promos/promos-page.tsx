import { RequireStaff } from '../require-staff'

// Contract stub: replaced by the management screen.
export function AdminPromosPage() {
  return <RequireStaff section="promos">{null}</RequireStaff>
}
