import { Outlet, useLocation } from 'react-router'
import { adminSectionFrameTitle, adminSectionTitle } from '#shared/admin-page-titles.ts'
import { RequireStaff, useStaffUser } from '#web/admin/require-staff.tsx'
import { useDocumentTitle } from '#web/lib/use-document-title.ts'
import { AdminBrand } from './admin-brand.tsx'
import { AdminNav } from './admin-nav.tsx'
import { AdminTopBar } from './admin-top-bar.tsx'

function AdminShell() {
  const user = useStaffUser()
  // The title in the top bar follows the URL, so every section page gets it for free.
  const title = adminSectionTitle(useLocation().pathname)
  useDocumentTitle(adminSectionFrameTitle(title))
  return (
    <div className="min-h-dvh lg:flex">
      <a
        href="#admin-main"
        className="sr-only rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <aside className="hidden border-r border-stone-200 bg-white lg:sticky lg:top-0 lg:block lg:h-dvh lg:w-64 lg:shrink-0 lg:overflow-y-auto print:hidden">
        <AdminBrand />
        <AdminNav role={user.role} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <AdminTopBar title={title} user={user} />
        <main id="admin-main" tabIndex={-1} className="flex-1 p-4 outline-none lg:p-8 print:p-0">
          <Outlet />
        </main>
      </div>
    </div>
  )
}

export function AdminLayout() {
  return (
    <RequireStaff>
      <AdminShell />
    </RequireStaff>
  )
}
