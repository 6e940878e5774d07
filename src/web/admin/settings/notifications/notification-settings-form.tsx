import { zodResolver } from '@hookform/resolvers/zod'
import { type FieldErrors, type Resolver, type UseFormReturn, useForm } from 'react-hook-form'
import {
  type AdminNotificationSettings,
  INVALID_EMAIL_ADDRESS_TITLE,
  invalidEmailAddresses,
  type NotificationSettingsWrite,
  notificationSettingsInputSchema,
  splitEmailList,
} from '#shared/schemas/admin-notifications.ts'
import { applyFieldErrors } from '#web/admin/catalog/apply-field-errors.ts'
import { useSaveNotificationSettings } from '#web/admin/settings/notifications/api/notification-settings-api.ts'
import { Button } from '#web/ui/button.tsx'
import { FormField } from '#web/ui/form-field.tsx'
import { Input } from '#web/ui/input.tsx'
import { toast } from '#web/ui/toast.ts'
import { NewOrderSwitch } from './new-order-switch.tsx'
import { TestEmailButton } from './test-email-button.tsx'

/** The form's values: the addresses as one comma-separated line, as typed. */
export interface NotificationForm {
  notificationEmails: string
  fromName: string
  replyTo: string
  newOrderEmails: boolean
}

const fieldNames = ['notificationEmails', 'fromName', 'replyTo', 'newOrderEmails'] as const

function toFormValues(settings: AdminNotificationSettings): NotificationForm {
  return {
    notificationEmails: settings.notificationEmails.join(', '),
    fromName: settings.fromName,
    replyTo: settings.replyTo,
    newOrderEmails: settings.newOrderEmails,
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
  const form = useForm<NotificationForm, unknown, NotificationSettingsWrite>({
    // The form holds the addresses as one line; the schema also accepts a list.
    resolver: zodResolver(notificationSettingsInputSchema) as Resolver<
      NotificationForm,
      unknown,
      NotificationSettingsWrite
    >,
    defaultValues: toFormValues(settings),
  })
  const save = useSaveNotificationSettings()
  const { errors } = form.formState

  const onInvalid = (invalidFields: FieldErrors<NotificationForm>) => {
    if (invalidFields.notificationEmails)
      toastInvalidAddresses(form.getValues('notificationEmails'))
  }
  const onSubmit = form.handleSubmit(
    () =>
      save.mutateAsync(form.getValues()).then(
        (saved) => {
          form.reset(toFormValues(saved))
          toast.success('Notification Settings Saved', {
            description: `Notifications go to ${saved.notificationEmails.join(', ')}.`,
          })
        },
        (error: unknown) => {
          const unplaced = applyFieldErrors(
            form as unknown as UseFormReturn<NotificationForm>,
            error,
            fieldNames,
          )
          if (unplaced !== null && toastInvalidAddresses(form.getValues('notificationEmails'))) {
            return
          }
          if (unplaced === null || unplaced.length > 0) {
            toast.error('Settings not saved', {
              description:
                unplaced?.join(' ') ??
                (error instanceof Error ? error.message : 'Please try again.'),
            })
          }
        },
      ),
    onInvalid,
  )

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <FormField
        id="notification-emails"
        label="Notification emails"
        hint="(comma-separated)"
        error={errors.notificationEmails?.message}
        className="sm:col-span-2"
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            placeholder="orders@example.ph, owner@example.ph"
            {...form.register('notificationEmails')}
          />
        )}
      </FormField>
      <FormField id="from-name" label="From name" error={errors.fromName?.message}>
        {(control) => <Input {...control} {...form.register('fromName')} />}
      </FormField>
      <FormField
        id="reply-to"
        label="Reply-to email"
        hint="(optional)"
        error={errors.replyTo?.message}
      >
        {(control) => (
          <Input {...control} type="email" autoComplete="off" {...form.register('replyTo')} />
        )}
      </FormField>
      <div className="sm:col-span-2">
        <NewOrderSwitch
          registration={form.register('newOrderEmails')}
          checked={form.watch('newOrderEmails')}
        />
      </div>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Notification Settings'}
        </Button>
        <TestEmailButton form={form} />
      </div>
    </form>
  )
}
