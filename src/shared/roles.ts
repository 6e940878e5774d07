/** Staff roles and what each may reach (docs/product-rules.md §6). The server enforces; the client only hides. */
export const staffRoles = ['admin', 'editor'] as const
export type StaffRole = (typeof staffRoles)[number]

/** The sections every staff member may open, in the nav's order. */
const everyStaffSections = [
  'dashboard',
  'products',
  'bundles',
  'recipes',
  'promos',
  'orders',
  'deliveries',
] as const

/**
 * The sections only an admin may open, written once (decision 0086): the admin nav
 * and route guards read it, and the route table test (tests/security/route-table.ts)
 * holds every admin-only API route of the server to it.
 */
export const adminOnlySections = ['subscribers', 'users', 'settings', 'messages'] as const

/** Every back-office section, in the nav's order. */
export const adminSections = [...everyStaffSections, ...adminOnlySections] as const
export type AdminSection = (typeof adminSections)[number]

const adminOnly: ReadonlySet<AdminSection> = new Set(adminOnlySections)

export function isAdminOnly(section: AdminSection): boolean {
  return adminOnly.has(section)
}

export function canAccessSection(role: StaffRole, section: AdminSection): boolean {
  return role === 'admin' || !adminOnly.has(section)
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value)
}
