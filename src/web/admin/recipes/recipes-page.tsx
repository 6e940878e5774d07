import { RequireStaff } from '../require-staff'

// Contract stub: replaced by the management screen.
export function AdminRecipesPage() {
  return <RequireStaff section="recipes">{null}</RequireStaff>
}
