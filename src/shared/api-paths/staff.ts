import type { StaffRoleFilter } from '#shared/schemas/staff-users.ts'
import { withQuery } from './query-string.ts'

/** Signing in and out, and who is signed in. */
export const authApiPaths = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  me: '/api/auth/me',
} as const

/** Staff users and password-link API addresses (web fetches, server tests). */
export const adminUsersApiPaths = {
  list: (query: { q?: string; role?: StaffRoleFilter } = {}) => {
    const params = new URLSearchParams()
    if (query.q?.trim()) params.set('q', query.q.trim())
    if (query.role && query.role !== 'all') params.set('role', query.role)
    return withQuery('/api/admin/users', params)
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
