import { RequireStaff } from '../require-staff'

// Contract stub: replaced by the management screen.
export function AdminUsersPage() {
  return <RequireStaff section="users">{null}</RequireStaff>
}
