// Contract stub: replaced by the forgot-password page.
export function ForgotPasswordPage() {
  return null
}
