import { Plus } from 'lucide-react'
import { LIST_SEARCH_MAX_LENGTH } from '#shared/list-params.ts'
import type { StaffRoleFilter } from '#shared/schemas/staff-users.ts'
import { FilterSelect } from '#web/admin/ui/filter-select.tsx'
import { SearchBox } from '#web/admin/ui/search-box.tsx'
import { Button } from '#web/ui/button.tsx'

export const roleFilterOptions: { value: StaffRoleFilter; label: string }[] = [
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
    <div className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <SearchBox
        id="users-search"
        label="Search users"
        placeholder="Search by name or email..."
        maxLength={LIST_SEARCH_MAX_LENGTH}
        value={q}
        onSearch={onSearch}
      />
      <FilterSelect
        id="users-role-filter"
        label="Filter users by role"
        value={role}
        options={roleFilterOptions}
        onChange={onRole}
      />
      <Button onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" />
        Add User
      </Button>
    </div>
  )
}
