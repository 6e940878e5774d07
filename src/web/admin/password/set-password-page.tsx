// Contract stub: replaced by the set-password page.
export function SetPasswordPage() {
  return null
}
