import { RequireStaff } from '../require-staff'

// Contract stub: replaced by the management screen.
export function AdminMessagesPage() {
  return <RequireStaff section="messages">{null}</RequireStaff>
}
