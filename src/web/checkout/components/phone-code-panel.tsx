import { MessageSquareText } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { PHONE_CODE_LENGTH, phoneVerificationMessages } from '#shared/phone-verification.ts'
import { type PhoneCodeStep, secondsUntilResend } from '#web/checkout/phone-code-step.ts'
import { Button } from '#web/ui/button.tsx'
import { Input } from '#web/ui/input.tsx'

interface PhoneCodePanelProps {
  step: PhoneCodeStep
  code: string
  onCodeChange: (code: string) => void
  /** Why the code was refused ('That code is not right…'), or null. */
  error: string | null
  /** What 'Resend code' answered when it could not send, or null. */
  resendProblem: string | null
  resending: boolean
  onResend: () => void
  onChangeNumber: () => void
}

/** Whole seconds until the step's 'Resend code' is active, ticking once a second. */
function useResendWait(step: PhoneCodeStep): number {
  const [wait, setWait] = useState(() => secondsUntilResend(step, Date.now()))
  useEffect(() => {
    setWait(secondsUntilResend(step, Date.now()))
    const timer = setInterval(() => {
      const left = secondsUntilResend(step, Date.now())
      setWait(left)
      if (left === 0) clearInterval(timer)
    }, 1_000)
    return () => clearInterval(timer)
  }, [step])
  return wait
}

/**
 * The code texted to the shopper's phone, above 'Place Order' (which then places the
 * order with it). Everything typed in the checkout stays as it was.
 */
export function PhoneCodePanel({
  step,
  code,
  onCodeChange,
  error,
  resendProblem,
  resending,
  onResend,
  onChangeNumber,
}: PhoneCodePanelProps) {
  const id = useId()
  const wait = useResendWait(step)
  return (
    <div className="mt-4 rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-stone-900">
      <label id={`${id}-label`} htmlFor={`${id}-code`} className="flex gap-1.5 font-medium">
        <MessageSquareText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        {phoneVerificationMessages.enterCode(step.phone)}
      </label>
      <Input
        id={`${id}-code`}
        className="mt-2 w-40 text-center text-lg tracking-widest"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={PHONE_CODE_LENGTH + 2}
        value={code}
        onChange={(event) => onCodeChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        autoFocus
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 font-medium text-brand-800">
          {error}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={onResend}
          disabled={wait > 0 || resending}
          aria-describedby={wait > 0 ? `${id}-wait` : undefined}
        >
          Resend code
        </Button>
        <Button variant="ghost" size="sm" onClick={onChangeNumber}>
          Change number
        </Button>
      </div>
      {wait > 0 && (
        <p id={`${id}-wait`} className="mt-1 text-stone-600">
          You can ask for a new code in {wait} s.
        </p>
      )}
      {resendProblem && (
        <p role="alert" className="mt-1 font-medium text-brand-800">
          {resendProblem}
        </p>
      )}
    </div>
  )
}
