import type { StaffRoleFilter } from '#shared/schemas/staff-users.ts'

/** Staff users and password-link API addresses (web fetches, server tests). */
export const adminUsersApiPaths = {
  list: (query: { q?: string; role?: StaffRoleFilter } = {}) => {
    const params = new URLSearchParams()
    if (query.q?.trim()) params.set('q', query.q.trim())
    if (query.role && query.role !== 'all') params.set('role', query.role)
    const text = params.toString()
    return text ? `/api/admin/users?${text}` : '/api/admin/users'
  },
  create: '/api/admin/users',
  item: (id: number) => `/api/admin/users/${id}`,
  setPasswordLink: (id: number) => `/api/admin/users/${id}/set-password-link`,
} as const

export const passwordApiPaths = {
  set: '/api/auth/password/set',
  check: (token: string) => `/api/auth/password/check?token=${encodeURIComponent(token)}`,
  forgot: '/api/auth/password/forgot',
} as const
