import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import {
  type ChoosePasswordForm as ChoosePasswordValues,
  choosePasswordFormSchema,
  PASSWORD_MIN_LENGTH,
} from '#shared/schemas/staff-users.ts'
import { reportSaveError } from '#web/admin/catalog/apply-field-errors.ts'
import { useSetPassword } from '#web/admin/password/api/password-api.ts'
import { PasswordInput } from '#web/admin/ui/password-input.tsx'
import { isApiError } from '#web/lib/api-client.ts'
import { Button } from '#web/ui/button.tsx'
import { FormField } from '#web/ui/form-field.tsx'

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
  const form = useForm<ChoosePasswordValues>({
    resolver: zodResolver(choosePasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })
  const errors = form.formState.errors
  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      const { user } = await setPassword.mutateAsync({ token, password })
      onSignedIn(user.name)
    } catch (error) {
      if (isApiError(error) && (error.status === 400 || error.status === 410)) {
        onLinkRefused()
        return
      }
      reportSaveError(form, error, ['password'], 'Password not set')
    }
  })
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
      <FormField
        id="new-password"
        label="New password"
        hint={`(at least ${PASSWORD_MIN_LENGTH} characters)`}
        error={errors.password?.message}
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />
        )}
      </FormField>
      <FormField
        id="confirm-password"
        label="Confirm password"
        error={errors.confirmPassword?.message}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={setPassword.isPending}>
        {setPassword.isPending ? 'Saving...' : 'Set Password and Sign In'}
      </Button>
    </form>
  )
}
