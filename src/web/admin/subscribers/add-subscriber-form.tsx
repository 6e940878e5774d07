import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import {
  type AddSubscriberInput,
  addSubscriberSchema,
  DUPLICATE_EMAIL_MESSAGE,
  DUPLICATE_EMAIL_TITLE,
} from '#shared/schemas/admin-subscribers.ts'
import { INVALID_EMAIL_MESSAGE, INVALID_EMAIL_TITLE } from '#shared/subscriber-email.ts'
import { DialogFormActions } from '#web/admin/catalog/dialog-form-actions.tsx'
import { useAddSubscriber } from '#web/admin/subscribers/api/add-subscriber.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { FormField } from '#web/ui/form-field.tsx'
import { Input } from '#web/ui/input.tsx'
import { toast } from '#web/ui/toast.ts'

/**
 * The Add Subscriber form: the footer newsletter's email rule, checked here first
 * and again on the server. Each refusal is a toast (SPEC.md §5) and a message
 * beside the field, and what was typed stays for correcting.
 */
export function AddSubscriberForm({ onDone }: { onDone: () => void }) {
  const form = useForm<AddSubscriberInput>({
    resolver: zodResolver(addSubscriberSchema),
    defaultValues: { email: '' },
  })
  const add = useAddSubscriber()
  const refuse = (title: string, message: string) => {
    form.setError('email', { message }, { shouldFocus: true })
    toast.error(title, { description: message })
  }
  const onSubmit = form.handleSubmit(
    ({ email }) =>
      add.mutateAsync(email).then(onDone, (error: unknown) => {
        if (isApiError(error) && error.status === 409) {
          refuse(DUPLICATE_EMAIL_TITLE, DUPLICATE_EMAIL_MESSAGE)
        } else if (isApiError(error) && error.status === 422) {
          refuse(INVALID_EMAIL_TITLE, INVALID_EMAIL_MESSAGE)
        } else {
          toast.error('Subscriber Not Added', {
            description: error instanceof Error ? error.message : 'Please try again.',
          })
        }
      }),
    () => toast.error(INVALID_EMAIL_TITLE, { description: INVALID_EMAIL_MESSAGE }),
  )

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormField
        id="subscriber-email"
        label="Email address"
        error={form.formState.errors.email?.message}
      >
        {(fieldControl) => (
          <Input
            {...fieldControl}
            type="email"
            autoComplete="off"
            placeholder="name@example.com"
            {...form.register('email')}
          />
        )}
      </FormField>
      <DialogFormActions pending={add.isPending} saveLabel="Add Subscriber" onCancel={onDone} />
    </form>
  )
}
