import { useNotificationSettings } from '#web/admin/settings/notifications/api/get-notification-settings.ts'
import { SettingsCard } from '#web/admin/settings/settings-card.tsx'
import { LoadError } from '#web/ui/load-error.tsx'
import { Spinner } from '#web/ui/spinner.tsx'
import { EmailProviderNote } from './email-provider-note.tsx'
import { NotificationSettingsForm } from './notification-settings-form.tsx'

/** Email Notifications (docs/product-rules.md §2 Settings): where staff emails go, and a test send. */
export function NotificationSettingsSection() {
  const settings = useNotificationSettings()
  return (
    <SettingsCard
      id="notification-settings"
      title="Email Notifications"
      description="Who receives new-order and contact-form emails, and how they are signed."
    >
      {settings.isPending ? (
        <Spinner label="Loading notification settings" className="mx-auto flex py-8" />
      ) : settings.isError ? (
        <LoadError
          message="The notification settings could not be loaded."
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <div className="space-y-4">
          <EmailProviderNote provider={settings.data.provider} />
          <NotificationSettingsForm settings={settings.data} />
        </div>
      )}
    </SettingsCard>
  )
}
