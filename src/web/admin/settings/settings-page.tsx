import { LoadError } from '../../ui/load-error'
import { Spinner } from '../../ui/spinner'
import { RequireStaff } from '../require-staff'
import { useAdminSettings } from './api/get-admin-settings'
import { GcashSettingsSection } from './gcash-settings-section'
import { GeneralSettingsSection } from './general-settings-section'
import { HomepageSettingsSection } from './homepage-settings-section'
import { NotificationSettingsSection } from './notifications/notification-settings-section'
import { PublicAddressWarning } from './public-address-warning'
import { ShippingSettingsSection } from './shipping-settings-section'

/**
 * The Settings screen (SPEC.md §2): one card per section, each with its own save.
 * Every section is stored on the server and read by the storefront at once.
 */
function SettingsScreen() {
  const settings = useAdminSettings()
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      {settings.data && <PublicAddressWarning publicAddress={settings.data.publicAddress} />}
      <NotificationSettingsSection />
      {settings.isPending ? (
        <Spinner label="Loading settings" className="mx-auto flex py-14" />
      ) : settings.isError ? (
        <LoadError
          message="The settings could not be loaded."
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <>
          <GeneralSettingsSection site={settings.data.site} />
          <HomepageSettingsSection homepage={settings.data.homepage} />
          <GcashSettingsSection gcash={settings.data.gcash} />
        </>
      )}
      <ShippingSettingsSection />
    </div>
  )
}

export function AdminSettingsPage() {
  return (
    <RequireStaff section="settings">
      <SettingsScreen />
    </RequireStaff>
  )
}
