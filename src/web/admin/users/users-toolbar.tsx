import type { StaffRoleFilter } from '#shared/schemas/staff-users.ts'
import { FilterSelect } from '#web/admin/ui/filter-select.tsx'
import { ListToolbar } from '#web/admin/ui/list-toolbar.tsx'

const roleFilterOptions: { value: StaffRoleFilter; label: string }[] = [
  { value: 'all', label: 'All Roles' },
  { value: 'admin', label: 'Admin' },
  { value: 'editor', label: 'Editor' },
]

/** Search by name or email, the role filter and Add User above the Users table. */
export function UsersToolbar({
  q,
  role,
  onSearch,
  onRole,
  onAdd,
}: {
  q: string
  role: StaffRoleFilter
  onSearch: (q: string) => void
  onRole: (role: StaffRoleFilter) => void
  onAdd: () => void
}) {
  return (
    <ListToolbar
      search={{
        id: 'users-search',
        label: 'Search users',
        placeholder: 'Search by name or email...',
        value: q,
        onSearch,
      }}
      add={{ label: 'Add User', onAdd }}
    >
      <FilterSelect
        id="users-role-filter"
        label="Filter users by role"
        value={role}
        options={roleFilterOptions}
        onChange={onRole}
      />
    </ListToolbar>
  )
}
