import {
  addSubscriberSchema,
  DUPLICATE_EMAIL_MESSAGE,
  DUPLICATE_EMAIL_TITLE,
} from '#shared/schemas/admin-subscribers.ts'
import { INVALID_EMAIL_MESSAGE, INVALID_EMAIL_TITLE } from '#shared/subscriber-email.ts'
import { useAddSubscriber } from '#web/admin/subscribers/api/add-subscriber.ts'
import { DialogFormActions } from '#web/admin/ui/form/dialog-form-actions.tsx'
import { isApiError } from '#web/lib/api-client.ts'
import { useApiForm } from '#web/lib/forms/use-api-form.ts'
import { LabelledField } from '#web/ui/labelled-field.tsx'
import { toast } from '#web/ui/toast.ts'

/** A duplicate or refused address: the message beside the field and in a toast. */
const refusals = {
  409: { title: DUPLICATE_EMAIL_TITLE, message: DUPLICATE_EMAIL_MESSAGE },
  422: { title: INVALID_EMAIL_TITLE, message: INVALID_EMAIL_MESSAGE },
} as const

/**
 * The Add Subscriber form: the footer newsletter's email rule, checked here first
 * and again on the server. Each refusal is a toast (docs/product-rules.md §5) and a message
 * beside the field, and what was typed stays for correcting.
 */
export function AddSubscriberForm({ onDone }: { onDone: () => void }) {
  const add = useAddSubscriber()
  const { form, onSubmit, pending } = useApiForm({
    schema: addSubscriberSchema,
    defaultValues: { email: '' },
    fieldNames: ['email'],
    submit: ({ email }) => add.mutateAsync(email),
    onSuccess: (subscriber) => {
      toast.success('Subscriber Added', {
        description: `${subscriber.email} has been added to the subscriber list.`,
      })
      onDone()
    },
    onFailure: (error, form) => {
      const refusal =
        isApiError(error) && (error.status === 409 || error.status === 422)
          ? refusals[error.status]
          : null
      if (!refusal) return false
      form.setError('email', { message: refusal.message }, { shouldFocus: true })
      toast.error(refusal.title, { description: refusal.message })
      return true
    },
    failureTitle: 'Subscriber Not Added',
    onInvalid: () => toast.error(INVALID_EMAIL_TITLE, { description: INVALID_EMAIL_MESSAGE }),
  })

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <LabelledField
        form={form}
        name="email"
        id="subscriber-email"
        label="Email address"
        type="email"
        autoComplete="off"
        placeholder="name@example.com"
      />
      <DialogFormActions pending={pending} saveLabel="Add Subscriber" onCancel={onDone} />
    </form>
  )
}
