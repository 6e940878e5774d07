import type { UseFormReturn } from 'react-hook-form'
import {
  CANNOT_SEND_TEST_TITLE,
  emailProviderLabels,
  invalidEmailAddresses,
  invalidEmailAddressMessage,
  type NotificationSettingsWrite,
  splitEmailList,
} from '#shared/schemas/admin-notifications.ts'
import { useSendTestEmail } from '#web/admin/settings/notifications/api/send-test-email.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { apiErrorMessage } from '#web/lib/api-error-message.ts'
import { Button } from '#web/ui/button.tsx'
import { toast } from '#web/ui/toast.ts'
import type { NotificationForm } from './notification-form-values.ts'

/**
 * Sends a test email now to the addresses in the field (saved or not), so the
 * admin can check an address before saving it. Bad addresses are refused here
 * and on the server with the same list.
 */
export function TestEmailButton({
  form,
}: {
  form: UseFormReturn<NotificationForm, unknown, NotificationSettingsWrite>
}) {
  const send = useSendTestEmail()

  const refuse = (message: string, description: string) => {
    form.setError('notificationEmails', { message })
    form.setFocus('notificationEmails')
    toast.error(CANNOT_SEND_TEST_TITLE, { description })
  }

  const onClick = () => {
    const text = form.getValues('notificationEmails')
    const addresses = splitEmailList(text)
    const invalid = invalidEmailAddresses(addresses)
    if (addresses.length === 0) {
      return refuse('Enter at least one notification email address.', 'No address to send to.')
    }
    if (invalid.length > 0) {
      return refuse(invalidEmailAddressMessage(invalid), invalidEmailAddressMessage(invalid))
    }
    form.clearErrors('notificationEmails')
    send.mutate(text, {
      onSuccess: (result) =>
        toast.success('Test Email Sent!', {
          description: `Sent to ${result.recipients.join(', ')} through ${emailProviderLabels[result.provider]}.`,
        }),
      onError: (error) => {
        const fieldMessage = isApiError(error) ? error.fields?.notificationEmails : undefined
        if (fieldMessage) return refuse(fieldMessage, fieldMessage)
        toast.error('Test Email Failed', { description: apiErrorMessage(error) })
      },
    })
  }

  return (
    <Button variant="secondary" onClick={onClick} disabled={send.isPending}>
      {send.isPending ? 'Sending...' : 'Send test email'}
    </Button>
  )
}
