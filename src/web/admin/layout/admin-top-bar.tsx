import { LogOut, Store } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import type { StaffUser } from '#shared/schemas/auth.ts'
import { useSignOut } from '#web/staff/use-sign-out.ts'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { AdminDrawer } from './admin-drawer.tsx'

/** Page title, who is signed in, a way back to the shop, and Logout. */
export function AdminTopBar({ title, user }: { title: string; user: StaffUser }) {
  const { signOut, pending } = useSignOut()
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-stone-200 bg-white px-4 lg:px-8 print:hidden">
      <AdminDrawer role={user.role} />
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-lg font-bold text-stone-900 sm:text-xl">{title}</h1>
        <p className="truncate text-xs text-stone-600 sm:text-sm">Welcome, {user.name}</p>
      </div>
      <Link to={paths.home} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        <Store aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">View Store</span>
      </Link>
      <button
        type="button"
        className={buttonClasses({ variant: 'ghost', size: 'sm' })}
        disabled={pending}
        onClick={signOut}
      >
        <LogOut aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">Logout</span>
      </button>
    </header>
  )
}
