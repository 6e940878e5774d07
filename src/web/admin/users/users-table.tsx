import { KeyRound, Users } from 'lucide-react'
import { formatManilaDateTime } from '#shared/manila-time.ts'
import type { AdminStaffUser } from '#shared/schemas/staff-users.ts'
import { DeleteRowButton, EditRowButton } from '#web/admin/ui/row-action-buttons.tsx'
import { TableHeader } from '#web/admin/ui/table-header.tsx'
import { Button } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'

const roleLabels = { admin: 'Admin', editor: 'Editor' } as const

/** The Users list (docs/product-rules.md §2): Name, Email, Role, Last Login (Manila time), Actions. */
export function UsersTable({
  users,
  stale,
  onEdit,
  onNewLink,
  onDelete,
}: {
  users: AdminStaffUser[]
  stale: boolean
  onEdit: (user: AdminStaffUser) => void
  onNewLink: (user: AdminStaffUser) => void
  onDelete: (user: AdminStaffUser) => void
}) {
  if (users.length === 0) return <EmptyState icon={Users} title="No users found" />
  return (
    <div className={cn('overflow-x-auto transition-opacity', stale && 'opacity-60')}>
      <table className="w-full min-w-[44rem] text-left text-sm">
        <TableHeader
          columns={['Name', 'Email', 'Role', 'Last Login', { label: 'Actions', align: 'right' }]}
        />
        <tbody className="divide-y divide-stone-100">
          {users.map((user) => (
            <tr key={user.id} className="hover:bg-cream-50">
              <td className="px-4 py-3 font-medium text-stone-900">{user.name}</td>
              <td className="px-4 py-3 text-stone-800">{user.email}</td>
              <td className="px-4 py-3">
                <span
                  className={cn(
                    'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
                    user.role === 'admin'
                      ? 'bg-brand-100 text-brand-900'
                      : 'bg-stone-200 text-stone-800',
                  )}
                >
                  {roleLabels[user.role]}
                </span>
              </td>
              <td className="px-4 py-3 text-stone-800">
                {user.lastLoginAt ? formatManilaDateTime(user.lastLoginAt) : 'Never'}
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-1">
                  <EditRowButton name={user.name} onClick={() => onEdit(user)} />
                  {/* Only for an invite not yet accepted: a password is reset by its owner. */}
                  {user.invitePending && (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`New set-password link for ${user.name}`}
                      title="New set-password link"
                      onClick={() => onNewLink(user)}
                    >
                      <KeyRound aria-hidden="true" className="size-5" />
                    </Button>
                  )}
                  <DeleteRowButton name={user.name} onClick={() => onDelete(user)} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
