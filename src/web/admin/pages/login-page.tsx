import { Link, Navigate, useNavigate } from 'react-router'
import { adminDoorTitles } from '#shared/admin-page-titles.ts'
import { paths } from '#shared/paths.ts'
import { loginRequestSchema } from '#shared/schemas/auth.ts'
import { PasswordInput } from '#web/admin/ui/form/password-input.tsx'
import { isApiError } from '#web/lib/api-client.ts'
import { useApiForm } from '#web/lib/forms/use-api-form.ts'
import { useDocumentTitle } from '#web/lib/use-document-title.ts'
import { useMe } from '#web/staff/api/get-me.ts'
import { useLogin } from '#web/staff/api/login.ts'
import { clockTime, useRetryCountdown } from '#web/staff/use-retry-countdown.ts'
import { Button } from '#web/ui/button.tsx'
import { FieldError } from '#web/ui/field-error.tsx'
import { Input } from '#web/ui/input.tsx'
import { Label } from '#web/ui/label.tsx'
import { PageSpinner } from '#web/ui/spinner.tsx'
import { toast } from '#web/ui/toast.ts'

const loginFields = ['email', 'password'] as const

function LoginForm() {
  const navigate = useNavigate()
  const login = useLogin()
  // After a 429: the button shows the time left and stays disabled until it has passed.
  const retry = useRetryCountdown()
  const {
    form: {
      register,
      formState: { errors },
    },
    onSubmit,
    pending,
  } = useApiForm({
    schema: loginRequestSchema,
    defaultValues: { email: '', password: '' },
    fieldNames: loginFields,
    // Awaited, not per-call mutation callbacks: the cache update can unmount this form
    // (the page redirects signed-in staff), and those callbacks would then be skipped.
    submit: (values) => login.mutateAsync(values),
    onSuccess: async () => {
      toast.success('Login successful', { description: 'Welcome to the admin panel!' })
      await navigate(paths.admin.root, { replace: true })
    },
    onFailure: (error) => {
      if (isApiError(error) && error.status === 401) {
        toast.error('Login failed', { description: 'Invalid credentials' })
        return true
      }
      if (isApiError(error) && error.status === 429) {
        // The message says when; what was typed stays in the form for then.
        toast.error('Login failed', { description: error.message })
        if (error.retryAfterSeconds) retry.start(error.retryAfterSeconds)
        return true
      }
      // Anything else: the server's field messages beside the fields, or a toast.
      return false
    },
    failureTitle: 'Login error',
  })

  return (
    <form
      onSubmit={(event) => (retry.waiting ? event.preventDefault() : onSubmit(event))}
      noValidate
      className="mt-6 space-y-5"
    >
      <div>
        <Label htmlFor="login-email">Email</Label>
        <Input
          id="login-email"
          type="email"
          autoComplete="username"
          className="mt-1"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'login-email-error' : undefined}
          {...register('email')}
        />
        <FieldError id="login-email-error" message={errors.email?.message} />
      </div>
      <div>
        <Label htmlFor="login-password">Password</Label>
        <div className="mt-1">
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
            {...register('password')}
          />
        </div>
        <FieldError id="login-password-error" message={errors.password?.message} />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={pending || retry.waiting}>
        {pending
          ? 'Signing in...'
          : retry.waiting
            ? `Try again in ${clockTime(retry.secondsLeft)}`
            : 'Sign In'}
      </Button>
    </form>
  )
}

export function LoginPage() {
  const me = useMe()
  useDocumentTitle(adminDoorTitles.login)
  if (me.isPending) return <PageSpinner />
  if (me.data?.user) return <Navigate to={paths.admin.root} replace />
  return (
    <main className="flex min-h-dvh items-center justify-center bg-cream-100 px-4 py-12">
      <div className="w-full max-w-sm rounded-xl bg-white p-8 shadow-md">
        <h1 className="text-2xl font-bold text-stone-900">{adminDoorTitles.login}</h1>
        <p className="mt-1 text-sm text-stone-600">Sign in to manage the shop.</p>
        <LoginForm />
        <Link
          to={paths.admin.forgotPassword}
          className="mt-4 block w-fit rounded-sm text-sm text-brand-700 hover:underline"
        >
          Forgot password?
        </Link>
        <Link
          to={paths.home}
          className="mt-6 inline-block rounded-sm text-sm text-brand-700 hover:underline"
        >
          Back to store
        </Link>
      </div>
    </main>
  )
}
