import { NavLink } from 'react-router'
import { adminSectionTitles } from '#shared/admin-page-titles.ts'
import { adminSections, canAccessSection, type StaffRole } from '#shared/roles.ts'
import { sectionInfo } from '#web/admin/admin-sections.ts'

const linkClass =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-stone-700 hover:bg-cream-100 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800'

/** Sidebar entries, only those the role may open (docs/product-rules.md §6). */
export function AdminNav({ role, onNavigate }: { role: StaffRole; onNavigate?: () => void }) {
  return (
    <nav aria-label="Admin" className="p-3">
      <ul className="space-y-1">
        {adminSections
          .filter((section) => canAccessSection(role, section))
          .map((section) => {
            const { to, icon: Icon } = sectionInfo[section]
            return (
              <li key={section}>
                <NavLink to={to} end className={linkClass} onClick={onNavigate}>
                  <Icon aria-hidden="true" className="size-5" />
                  {adminSectionTitles[section]}
                </NavLink>
              </li>
            )
          })}
      </ul>
    </nav>
  )
}
