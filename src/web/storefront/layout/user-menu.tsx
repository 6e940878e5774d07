import { ChevronDown, CircleUser, LayoutDashboard, LogOut } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import { isStaffRole } from '#shared/roles.ts'
import type { StaffUser } from '#shared/schemas/auth.ts'
import { useSignOut } from '#web/staff/use-sign-out.ts'
import { useDisclosure } from '#web/ui/use-disclosure.ts'
import { menuItemClass } from './nav-styles.ts'

/** The signed-in person's name, opening a small panel with Admin Dashboard and Logout. */
export function UserMenu({ user }: { user: StaffUser }) {
  const { open, toggle, buttonRef, containerProps } = useDisclosure()
  const { signOut, pending } = useSignOut()
  const panelId = useId()
  return (
    <div {...containerProps} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="inline-flex h-10 max-w-36 items-center gap-1 rounded-md px-2 text-sm font-medium text-stone-800 hover:bg-cream-100 sm:max-w-52"
      >
        <CircleUser aria-hidden="true" className="size-5 shrink-0" />
        <span className="truncate">{user.name}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 w-52 rounded-lg border border-stone-200 bg-white p-1 shadow-lg"
      >
        {isStaffRole(user.role) && (
          <li>
            <Link to={paths.admin.root} className={menuItemClass}>
              <LayoutDashboard aria-hidden="true" className="size-4" />
              Admin Dashboard
            </Link>
          </li>
        )}
        <li>
          <button type="button" className={menuItemClass} disabled={pending} onClick={signOut}>
            <LogOut aria-hidden="true" className="size-4" />
            Logout
          </button>
        </li>
      </ul>
    </div>
  )
}
