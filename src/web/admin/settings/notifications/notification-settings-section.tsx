// Contract stub: replaced by the Email Notifications settings section (with Send test email).
export function NotificationSettingsSection() {
  return null
}
