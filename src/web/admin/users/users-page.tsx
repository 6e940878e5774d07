import { useCallback, useState } from 'react'
import { useSearchParams } from 'react-router'
import {
  type AdminStaffUser,
  type StaffRoleFilter,
  staffRoleFilters,
} from '#shared/schemas/staff-users.ts'
import { RequireStaff } from '#web/admin/require-staff.tsx'
import { AdminDialog } from '#web/admin/ui/admin-dialog.tsx'
import { ConfirmDialog } from '#web/admin/ui/confirm-dialog.tsx'
import { QueryPanel } from '#web/admin/ui/query-panel.tsx'
import {
  useDeleteStaffUser,
  useRenewSetPasswordLink,
  useStaffUsers,
} from '#web/admin/users/api/staff-users-api.ts'
import { SetPasswordLinkPanel } from './set-password-link-panel.tsx'
import { UserForm } from './user-form.tsx'
import { UsersTable } from './users-table.tsx'
import { UsersToolbar } from './users-toolbar.tsx'

interface ShownLink {
  name: string
  email: string
  url: string
}

/** Search and role live in the query string, so a copied link shows the same list. */
function useUsersFilter() {
  const [searchParams, setSearchParams] = useSearchParams()
  const q = (searchParams.get('q') ?? '').slice(0, 100)
  const role = staffRoleFilters.find((r) => r === searchParams.get('role')) ?? 'all'
  const update = useCallback(
    (key: 'q' | 'role', value: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current)
          if (value.trim() && value !== 'all') next.set(key, value.trim())
          else next.delete(key)
          return next
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  )
  const onSearch = useCallback((value: string) => update('q', value), [update])
  const onRole = useCallback((value: StaffRoleFilter) => update('role', value), [update])
  return { q, role, onSearch, onRole }
}

/** Staff accounts (SPEC.md §2 Users), admin only. */
function UsersScreen() {
  const { q, role, onSearch, onRole } = useUsersFilter()
  const users = useStaffUsers({ q, role })
  const remove = useDeleteStaffUser()
  const renew = useRenewSetPasswordLink()
  // undefined: form closed; null: adding; a user: editing them.
  const [editing, setEditing] = useState<AdminStaffUser | null | undefined>(undefined)
  const [link, setLink] = useState<ShownLink | null>(null)
  const [deleting, setDeleting] = useState<AdminStaffUser | null>(null)

  const closeDialog = () => {
    setEditing(undefined)
    setLink(null)
  }
  const showLink = ({ user, setPasswordUrl }: { user: AdminStaffUser; setPasswordUrl: string }) =>
    setLink({ name: user.name, email: user.email, url: setPasswordUrl })

  const title = link ? 'Set-password link' : editing ? 'Edit User' : 'Add New User'
  return (
    <div className="space-y-4">
      <UsersToolbar
        q={q}
        role={role}
        onSearch={onSearch}
        onRole={onRole}
        onAdd={() => setEditing(null)}
      />
      <section
        aria-labelledby="users-list-title"
        className="rounded-xl bg-white shadow-sm ring-1 ring-stone-200"
      >
        <h2 id="users-list-title" className="px-4 pt-4 text-lg font-bold text-stone-900">
          Users ({users.data?.total ?? 0})
        </h2>
        <QueryPanel
          query={users}
          loadingLabel="Loading users"
          errorMessage="The users could not be loaded."
          className="mt-3"
        >
          {(data, stale) => (
            <UsersTable
              users={data.users}
              stale={stale}
              onEdit={setEditing}
              onNewLink={(user) => renew.mutate(user, { onSuccess: showLink })}
              onDelete={setDeleting}
            />
          )}
        </QueryPanel>
      </section>
      <AdminDialog
        open={editing !== undefined || link !== null}
        onOpenChange={(open) => !open && closeDialog()}
        title={title}
      >
        {link ? (
          <SetPasswordLinkPanel {...link} onDone={closeDialog} />
        ) : (
          editing !== undefined && (
            <UserForm
              user={editing}
              onCancel={closeDialog}
              onSaved={(created) => (created ? showLink(created) : closeDialog())}
            />
          )
        )}
      </AdminDialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete User?"
        description={
          deleting
            ? `${deleting.name} (${deleting.email}) will lose access at once and be removed for good. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSettled: () => setDeleting(null) })
        }}
      />
    </div>
  )
}

export function AdminUsersPage() {
  return (
    <RequireStaff section="users">
      <UsersScreen />
    </RequireStaff>
  )
}
