import { useNotificationSettings } from '#web/admin/settings/notifications/api/get-notification-settings.ts'
import { SettingsCard } from '#web/admin/settings/settings-card.tsx'
import { QueryBoundary } from '#web/ui/query-boundary.tsx'
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
      <QueryBoundary
        query={settings}
        pending={<Spinner label="Loading notification settings" className="mx-auto flex py-8" />}
        loadError={{ message: 'The notification settings could not be loaded.' }}
      >
        {(data) => (
          <div className="space-y-4">
            <EmailProviderNote provider={data.provider} />
            <NotificationSettingsForm settings={data} />
          </div>
        )}
      </QueryBoundary>
    </SettingsCard>
  )
}
