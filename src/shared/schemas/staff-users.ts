import { z } from 'zod'
import { staffRoles } from '#shared/roles.ts'

/** Staff choose passwords at least this long (the server's config says the same). */
export const PASSWORD_MIN_LENGTH = 12

/** Set-password links for new users last three days; reset links an hour. */
export const SET_PASSWORD_LINK_HOURS = 72
export const RESET_PASSWORD_LINK_HOURS = 1

export const INVALID_LINK_MESSAGE =
  'This link is invalid or has expired. Ask an admin for a new one.'
export const FORGOT_PASSWORD_MESSAGE =
  'If that address belongs to a staff account, we have sent a link to reset the password.'
export const DUPLICATE_STAFF_EMAIL_MESSAGE = 'A user with this email already exists.'
/** A set-password link is renewed only for an invite not yet accepted. */
export const INVITE_ALREADY_ACCEPTED_MESSAGE =
  "This user has already chosen a password. To reset it, they use 'Forgot password?' on the sign-in page."

const staffEmailSchema = z
  .string()
  .trim()
  .min(1, { message: 'Email is required', abort: true })
  .max(254, { message: 'Email must be at most 254 characters', abort: true })
  .pipe(z.email('Enter a valid email address'))
  .transform((email) => email.toLowerCase())

/** The Add/Edit User form and `POST`/`PUT /api/admin/users`. */
export const staffUserInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  email: staffEmailSchema,
  role: z.enum(staffRoles, 'Choose Admin or Editor'),
})
export type StaffUserInput = z.input<typeof staffUserInputSchema>

export const staffRoleFilters = ['all', ...staffRoles] as const
export type StaffRoleFilter = (typeof staffRoleFilters)[number]

export const staffUsersQuerySchema = z.object({
  q: z.string().max(200).optional().default(''),
  role: z.enum(staffRoleFilters).optional().default('all'),
})

/** A row of the Users list: never the password hash. */
export interface AdminStaffUser {
  id: number
  name: string
  email: string
  role: (typeof staffRoles)[number]
  lastLoginAt: string | null
  createdAt: string
  updatedAt: string
  /** No password chosen yet: only then can an admin send a new set-password link. */
  invitePending: boolean
}

export interface AdminStaffUsersResponse {
  users: AdminStaffUser[]
  total: number
}

/** `POST /api/admin/users` and `POST /:id/set-password-link`. */
export interface CreatedStaffUserResponse {
  user: AdminStaffUser
  setPasswordUrl: string
}

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(1024, 'Password must be at most 1024 characters')

export const setPasswordRequestSchema = z.object({
  token: z.string().min(1, 'The link is missing its token').max(200),
  password: newPasswordSchema,
})
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>

/** The Choose your password form: the request plus a confirmation that must match. */
export const choosePasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  })
export type ChoosePasswordForm = z.infer<typeof choosePasswordFormSchema>

export const tokenPurposes = ['set_password', 'reset_password'] as const
export type TokenPurpose = (typeof tokenPurposes)[number]

export interface PasswordTokenCheckResponse {
  email: string
  purpose: TokenPurpose
}

export const forgotPasswordRequestSchema = z.object({ email: staffEmailSchema })
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>
