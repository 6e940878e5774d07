import { LoadError } from '../../../ui/load-error'
import { Spinner } from '../../../ui/spinner'
import { SettingsCard } from '../settings-card'
import { useNotificationSettings } from './api/notification-settings-api'
import { EmailProviderNote } from './email-provider-note'
import { NotificationSettingsForm } from './notification-settings-form'

/** Email Notifications (SPEC.md §2 Settings): where staff emails go, and a test send. */
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
