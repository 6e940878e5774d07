import { RequireStaff } from '../require-staff'

// Contract stub: replaced by the management screen.
export function AdminSubscribersPage() {
  return <RequireStaff section="subscribers">{null}</RequireStaff>
}
