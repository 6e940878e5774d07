import { useParams } from 'react-router'
import { toManagedSection } from '../admin-sections'
import { RequireStaff } from '../require-staff'
import { AdminNotFound } from './admin-not-found'

/**
 * /admin/:section. The page title heading sits in the top bar; each section's own
 * screen (tables, dialogs) replaces the empty body here as it is built.
 */
export function SectionPage() {
  const section = toManagedSection(useParams().section)
  if (!section) return <AdminNotFound />
  // Admin-only sections send an editor who types the address to the dashboard.
  return <RequireStaff section={section}>{null}</RequireStaff>
}
