import type { z } from 'zod'
import {
  type AdminNotificationSettings,
  INVALID_EMAIL_ADDRESS_TITLE,
  invalidEmailAddresses,
  type NotificationSettingsWrite,
  notificationSettingsInputSchema,
  splitEmailList,
} from '#shared/schemas/admin-notifications.ts'
import { useSaveNotificationSettings } from '#web/admin/settings/notifications/api/save-notification-settings.ts'
import { SaveButton } from '#web/admin/ui/form/save-button.tsx'
import { isApiError } from '#web/lib/api-client.ts'
import { showFieldErrors, useApiForm } from '#web/lib/forms/use-api-form.ts'
import { LabelledField } from '#web/ui/labelled-field.tsx'
import { toast } from '#web/ui/toast.ts'
import { NewOrderSwitch } from './new-order-switch.tsx'
import type { NotificationForm } from './notification-form-values.ts'
import { OrderTextSwitches } from './order-text-switches.tsx'
import { TestEmailButton } from './test-email-button.tsx'

const fieldNames = ['notificationEmails', 'fromName', 'replyTo', 'newOrderEmails'] as const

// The form holds the addresses as one line; the schema also accepts a list.
const schema = notificationSettingsInputSchema as unknown as z.ZodType<
  NotificationSettingsWrite,
  NotificationForm
>

function toFormValues(settings: AdminNotificationSettings): NotificationForm {
  return {
    notificationEmails: settings.notificationEmails.join(', '),
    fromName: settings.fromName,
    replyTo: settings.replyTo,
    newOrderEmails: settings.newOrderEmails,
    orderTexts: { ...settings.orderTexts },
  }
}

/** The toast for bad addresses names them, so a long list need not be scanned. */
function toastInvalidAddresses(text: string): boolean {
  const invalid = invalidEmailAddresses(splitEmailList(text))
  if (invalid.length === 0) return false
  toast.error(INVALID_EMAIL_ADDRESS_TITLE, { description: invalid.join(', ') })
  return true
}

export function NotificationSettingsForm({ settings }: { settings: AdminNotificationSettings }) {
  const save = useSaveNotificationSettings()
  const { form, onSubmit, pending } = useApiForm({
    schema,
    defaultValues: toFormValues(settings),
    fieldNames,
    submit: (_checked, typed) => save.mutateAsync(typed),
    onSuccess: (saved, form) => {
      form.reset(toFormValues(saved))
      toast.success('Notification Settings Saved', {
        description: `Notifications go to ${saved.notificationEmails.join(', ')}.`,
      })
    },
    // Refused addresses: their messages beside the field, and one toast naming them.
    onFailure: (error, form) => {
      if (!isApiError(error) || error.status !== 422) return false
      const text = form.getValues('notificationEmails')
      if (invalidEmailAddresses(splitEmailList(text)).length === 0) return false
      showFieldErrors(form, error, fieldNames)
      return toastInvalidAddresses(text)
    },
    failureTitle: 'Settings not saved',
    onInvalid: (invalidFields) => {
      if (invalidFields.notificationEmails) {
        toastInvalidAddresses(form.getValues('notificationEmails'))
      }
    },
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <LabelledField
        form={form}
        name="notificationEmails"
        id="notification-emails"
        label="Notification emails"
        hint="(comma-separated)"
        className="sm:col-span-2"
        autoComplete="off"
        placeholder="orders@example.ph, owner@example.ph"
      />
      <LabelledField form={form} name="fromName" id="from-name" label="From name" />
      <LabelledField
        form={form}
        name="replyTo"
        id="reply-to"
        label="Reply-to email"
        hint="(optional)"
        type="email"
        autoComplete="off"
      />
      <div className="sm:col-span-2">
        <NewOrderSwitch
          registration={form.register('newOrderEmails')}
          checked={form.watch('newOrderEmails')}
        />
      </div>
      <OrderTextSwitches form={form} />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <SaveButton pending={pending} label="Save Notification Settings" />
        <TestEmailButton form={form} />
      </div>
    </form>
  )
}
