/** Staff roles and what each may reach (docs/product-rules.md §6). The server enforces; the client only hides. */
export const staffRoles = ['admin', 'editor'] as const
export type StaffRole = (typeof staffRoles)[number]

export const adminSections = [
  'dashboard',
  'products',
  'bundles',
  'recipes',
  'promos',
  'orders',
  'deliveries',
  'subscribers',
  'users',
  'settings',
  'messages',
] as const
export type AdminSection = (typeof adminSections)[number]

const adminOnly: ReadonlySet<AdminSection> = new Set([
  'subscribers',
  'users',
  'settings',
  'messages',
])

export function isAdminOnly(section: AdminSection): boolean {
  return adminOnly.has(section)
}

export function canAccessSection(role: StaffRole, section: AdminSection): boolean {
  return role === 'admin' || !adminOnly.has(section)
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value)
}
