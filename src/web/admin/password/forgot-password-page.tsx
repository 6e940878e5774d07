import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { adminDoorTitles } from '#shared/admin-page-titles.ts'
import {
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordRequestSchema,
  RESET_PASSWORD_LINK_HOURS,
} from '#shared/schemas/staff-users.ts'
import { useForgotPassword } from '#web/admin/password/api/forgot-password.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { useApiForm } from '#web/lib/forms/use-api-form.ts'
import { Button } from '#web/ui/button.tsx'
import { LabelledField } from '#web/ui/labelled-field.tsx'
import { toast } from '#web/ui/toast.ts'
import { PasswordCard } from './password-card.tsx'

/**
 * `/admin/forgot-password`: asks for a reset link. The answer is the same whether
 * or not the address belongs to an account, so the page cannot be used to find staff.
 */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword()
  const [sent, setSent] = useState(false)
  const { form, onSubmit, pending } = useApiForm({
    schema: forgotPasswordRequestSchema,
    defaultValues: { email: '' },
    fieldNames: ['email'],
    submit: (_checked, typed) => forgot.mutateAsync(typed),
    onSuccess: () => setSent(true),
    onFailure: (error) => {
      if (!isApiError(error) || error.status !== 429) return false
      toast.error('Too many requests', { description: error.message })
      return true
    },
    failureTitle: 'Request not sent',
  })

  if (sent) {
    return (
      <PasswordCard title="Check your email">
        <div className="mt-4 flex gap-3 rounded-md bg-cream-50 p-4 text-sm text-stone-800">
          <MailCheck aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <p role="status">
            {FORGOT_PASSWORD_MESSAGE} The link is valid for {RESET_PASSWORD_LINK_HOURS} hour.
          </p>
        </div>
      </PasswordCard>
    )
  }
  return (
    <PasswordCard
      title={adminDoorTitles.forgotPassword}
      intro={<p>Enter your staff email and we will send you a link to choose a new password.</p>}
    >
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
        <LabelledField
          form={form}
          name="email"
          id="forgot-email"
          label="Email"
          type="email"
          autoComplete="username"
        />
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
    </PasswordCard>
  )
}
