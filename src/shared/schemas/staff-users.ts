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
export const adminStaffUserSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    email: z.string(),
    role: z.enum(staffRoles),
    lastLoginAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** No password chosen yet: only then can an admin send a new set-password link. */
    invitePending: z.boolean(),
  })
  .meta({ id: 'AdminStaffUser' })
export type AdminStaffUser = z.infer<typeof adminStaffUserSchema>

export const adminStaffUsersResponseSchema = z.object({
  users: z.array(adminStaffUserSchema),
  total: z.int(),
})
export type AdminStaffUsersResponse = z.infer<typeof adminStaffUsersResponseSchema>

/** `PUT /api/admin/users/:id`. */
export const updatedStaffUserResponseSchema = z.object({ user: adminStaffUserSchema })

/** `POST /api/admin/users` and `POST /:id/set-password-link`. */
export const createdStaffUserResponseSchema = z.object({
  user: adminStaffUserSchema,
  setPasswordUrl: z.string(),
})
export type CreatedStaffUserResponse = z.infer<typeof createdStaffUserResponseSchema>

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

/** `GET /api/auth/password/check`: whose link it is, and what it is for. */
export const passwordTokenCheckResponseSchema = z.object({
  email: z.string(),
  purpose: z.enum(tokenPurposes),
})
export type PasswordTokenCheckResponse = z.infer<typeof passwordTokenCheckResponseSchema>

export const forgotPasswordRequestSchema = z.object({ email: staffEmailSchema })
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>

/** `POST /api/auth/password/forgot` (202): the same answer whether or not the address has an account. */
export const forgotPasswordResponseSchema = z.object({
  message: z.literal(FORGOT_PASSWORD_MESSAGE),
})
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>
