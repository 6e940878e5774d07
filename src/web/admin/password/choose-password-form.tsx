import { choosePasswordFormSchema, PASSWORD_MIN_LENGTH } from '#shared/schemas/staff-users.ts'
import { useSetPassword } from '#web/admin/password/api/set-password.ts'
import { PasswordInput } from '#web/admin/ui/form/password-input.tsx'
import { isApiError } from '#web/lib/api-client.ts'
import { useApiForm } from '#web/lib/forms/use-api-form.ts'
import { Button } from '#web/ui/button.tsx'
import { LabelledField } from '#web/ui/labelled-field.tsx'

/**
 * Password and confirmation for a set-password link. `onLinkRefused` is called
 * when the server says the link no longer works (used meanwhile, or expired).
 */
export function ChoosePasswordForm({
  token,
  onSignedIn,
  onLinkRefused,
}: {
  token: string
  onSignedIn: (name: string) => void
  onLinkRefused: () => void
}) {
  const setPassword = useSetPassword()
  const { form, onSubmit, pending } = useApiForm({
    schema: choosePasswordFormSchema,
    defaultValues: { password: '', confirmPassword: '' },
    fieldNames: ['password'],
    submit: ({ password }) => setPassword.mutateAsync({ token, password }),
    onSuccess: ({ user }) => onSignedIn(user.name),
    onFailure: (error) => {
      if (!isApiError(error) || (error.status !== 400 && error.status !== 410)) return false
      onLinkRefused()
      return true
    },
    failureTitle: 'Password not set',
  })
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
      <LabelledField
        form={form}
        name="password"
        id="new-password"
        label="New password"
        hint={`(at least ${PASSWORD_MIN_LENGTH} characters)`}
        as={PasswordInput}
        autoComplete="new-password"
      />
      <LabelledField
        form={form}
        name="confirmPassword"
        id="confirm-password"
        label="Confirm password"
        as={PasswordInput}
        autoComplete="new-password"
      />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Saving...' : 'Set Password and Sign In'}
      </Button>
    </form>
  )
}
