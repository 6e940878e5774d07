import { Plus } from 'lucide-react'
import type { StaffRoleFilter } from '../../../shared/schemas/staff-users'
import { Button } from '../../ui/button'
import { Select } from '../../ui/select'
import { SearchBox } from '../ui/search-box'

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
        maxLength={100}
        value={q}
        onSearch={onSearch}
      />
      <div className="min-w-40 flex-1 sm:flex-none">
        <label htmlFor="users-role-filter" className="sr-only">
          Filter users by role
        </label>
        <Select
          id="users-role-filter"
          value={role}
          onChange={(event) =>
            onRole(roleFilterOptions.find((o) => o.value === event.target.value)?.value ?? 'all')
          }
        >
          {roleFilterOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </div>
      <Button onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" />
        Add User
      </Button>
    </div>
  )
}
