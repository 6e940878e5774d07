import { RequireStaff } from '../require-staff'

// Contract stub: replaced by the management screen.
export function AdminSettingsPage() {
  return <RequireStaff section="settings">{null}</RequireStaff>
}
