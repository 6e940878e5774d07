import { RequireStaff } from '#web/admin/require-staff.tsx'
import { useAdminSettings } from '#web/admin/settings/api/get-admin-settings.ts'
import { ClosedDatesSection } from '#web/admin/settings/delivery/closed-dates-section.tsx'
import { NotificationSettingsSection } from '#web/admin/settings/notifications/notification-settings-section.tsx'
import { QueryBoundary } from '#web/ui/query-boundary.tsx'
import { Spinner } from '#web/ui/spinner.tsx'
import { AboutSettingsSection } from './about-settings-section.tsx'
import { CheckoutSettingsSection } from './checkout-settings-section.tsx'
import { GcashSettingsSection } from './gcash-settings-section.tsx'
import { GeneralSettingsSection } from './general-settings-section.tsx'
import { HomepageSettingsSection } from './homepage-settings-section.tsx'
import { OnlinePaymentsSection } from './online-payments-section.tsx'
import { PublicAddressWarning } from './public-address-warning.tsx'
import { SearchWordsSection } from './search-words-section.tsx'
import { ShippingSettingsSection } from './shipping-settings-section.tsx'

/**
 * The Settings screen (docs/product-rules.md §2): one card per section, each with its own save.
 * Every section is stored on the server and read by the storefront at once.
 */
function SettingsScreen() {
  const settings = useAdminSettings()
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      {settings.data && <PublicAddressWarning publicAddress={settings.data.publicAddress} />}
      <NotificationSettingsSection />
      <QueryBoundary
        query={settings}
        pending={<Spinner label="Loading settings" className="mx-auto flex py-14" />}
        loadError={{ message: 'The settings could not be loaded.' }}
      >
        {(data) => (
          <>
            <GeneralSettingsSection site={data.site} />
            <HomepageSettingsSection homepage={data.homepage} />
            <OnlinePaymentsSection
              onlinePayments={data.onlinePayments}
              gateway={data.paymentGateway}
            />
            <GcashSettingsSection gcash={data.gcash} />
            <CheckoutSettingsSection checkout={data.checkout} smsConfigured={data.sms.configured} />
            <SearchWordsSection search={data.search} />
            <AboutSettingsSection about={data.about} />
          </>
        )}
      </QueryBoundary>
      <ShippingSettingsSection />
      <ClosedDatesSection />
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
