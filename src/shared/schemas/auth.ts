import { z } from 'zod'
import { staffRoles } from '#shared/roles.ts'

export const loginRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { message: 'Email is required', abort: true })
    .max(254, { abort: true })
    .pipe(z.email('Enter a valid email address')),
  password: z.string().min(1, 'Password is required').max(1024),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

export const staffUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
})
export type StaffUser = z.infer<typeof staffUserSchema>

/** `GET /api/auth/me`: 200 with `user: null` for a shopper, so no 401 noise on public pages. */
export const meResponseSchema = z.object({ user: staffUserSchema.nullable() })
export type MeResponse = z.infer<typeof meResponseSchema>

export const loginResponseSchema = z.object({ user: staffUserSchema })
export type LoginResponse = z.infer<typeof loginResponseSchema>
