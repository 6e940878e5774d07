import { useCallback, useState } from 'react'
import type { AdminStaffUser, StaffRoleFilter } from '#shared/schemas/staff-users.ts'
import { RequireStaff } from '#web/admin/require-staff.tsx'
import { AdminDialog } from '#web/admin/ui/admin-dialog.tsx'
import { ConfirmDialog } from '#web/admin/ui/confirm-dialog.tsx'
import { QueryPanel } from '#web/admin/ui/query-panel.tsx'
import { useDeleteStaffUser } from '#web/admin/users/api/delete-staff-user.ts'
import { useStaffUsers } from '#web/admin/users/api/get-staff-users.ts'
import { useRenewSetPasswordLink } from '#web/admin/users/api/renew-set-password-link.ts'
import { apiErrorMessage } from '#web/lib/api-error-message.ts'
import { useListParams } from '#web/lib/lists/use-list-params.ts'
import { toast } from '#web/ui/toast.ts'
import { SetPasswordLinkPanel } from './set-password-link-panel.tsx'
import { UserForm } from './user-form.tsx'
import { userListParamsSchema } from './user-list-params.ts'
import { UsersTable } from './users-table.tsx'
import { UsersToolbar } from './users-toolbar.tsx'

interface ShownLink {
  name: string
  email: string
  url: string
}

/** Staff accounts (docs/product-rules.md §2 Users), admin only. */
function UsersScreen() {
  // Search and role live in the query string, so a copied link shows the same list.
  const { params, update } = useListParams(userListParamsSchema)
  const users = useStaffUsers({ ...params, q: params.q.trim() })
  const onSearch = useCallback((q: string) => update({ q }), [update])
  const onRole = useCallback((role: StaffRoleFilter) => update({ role }), [update])
  const remove = useDeleteStaffUser()
  const renew = useRenewSetPasswordLink()
  // undefined: form closed; null: adding; a user: editing them.
  const [editing, setEditing] = useState<AdminStaffUser | null | undefined>(undefined)
  const [link, setLink] = useState<ShownLink | null>(null)
  const [deleting, setDeleting] = useState<AdminStaffUser | null>(null)

  const newLink = (user: AdminStaffUser) =>
    void renew
      .mutateAsync(user)
      .then(showLink, (error) =>
        toast.error('Link not created', { description: apiErrorMessage(error) }),
      )
  const deleteUser = (user: AdminStaffUser) =>
    void remove
      .mutateAsync(user)
      .then(
        () => toast.success('User deleted', { description: user.name }),
        // 409: yourself or the last admin; the server says which.
        (error) => toast.error('User not deleted', { description: apiErrorMessage(error) }),
      )
      .finally(() => setDeleting(null))

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
        q={params.q}
        role={params.role}
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
              onNewLink={newLink}
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
          if (deleting) deleteUser(deleting)
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
