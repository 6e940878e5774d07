import { useQueryClient } from '@tanstack/react-query'
import { CreditCard, LoaderCircle } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { formatPeso } from '#shared/money.ts'
import { onlinePaymentMessages, onlinePaymentScreenTexts } from '#shared/online-payment.ts'
import { paymentMessages } from '#shared/payment-state.ts'
import type { OnlinePaymentStatus } from '#shared/schemas/online-payments.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { checkoutKeys } from '#web/checkout/api/checkout-keys.ts'
import { CONFIRM_FOR_MS, useOnlinePayment } from '#web/checkout/api/get-online-payment.ts'
import { usePayOnDelivery } from '#web/checkout/api/pay-on-delivery.ts'
import { useStartOnlinePayment } from '#web/checkout/api/start-online-payment.ts'
import { onlinePaymentView } from '#web/checkout/online-payment-view.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { apiErrorMessage } from '#web/lib/api-error-message.ts'
import { Badge } from '#web/ui/badge.tsx'
import { Button } from '#web/ui/button.tsx'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { toast } from '#web/ui/toast.ts'

const texts = onlinePaymentScreenTexts

/** The sentence for a refused attempt: the server's own (502/503 say the order is saved). */
function attemptProblem(error: unknown): string {
  if (isApiError(error) && (error.status === 502 || error.status === 503) && error.message) {
    return error.message
  }
  return isApiError(error) && error.status >= 500
    ? onlinePaymentMessages.gatewayUnavailable
    : apiErrorMessage(error)
}

/**
 * An order paid online as its shopper sees it (issue 32): 'Confirming your payment…'
 * back from the gateway (`?payment=returned`) while the server asks it, every 2 s for
 * up to 40 s; waiting, with the deadline, 'Continue to payment', 'Try paying again'
 * and 'Pay cash on delivery instead'; paid, with refunds and a balance left after
 * packing heavier ('Pay ₱59.50 online'; `?pay=balance` takes the shopper to it).
 * Loaded only for online orders (./online-payment-panel.tsx).
 */
export function OnlinePaymentPanelContent({ order }: { order: PublicOrder }) {
  const [params] = useSearchParams()
  const token = order.accessToken
  const stored = order.onlinePayment
  const queryClient = useQueryClient()
  // Back from the gateway with something to confirm: the order's payment, or a balance.
  const waitingFor =
    stored?.state === 'awaiting' ? 'payment' : stored?.canPayBalance ? 'balance' : null
  const [confirming, setConfirming] = useState(
    () => params.get('payment') === 'returned' && waitingFor !== null,
  )
  const [stopped, setStopped] = useState(false)
  const poll = useOnlinePayment(token, confirming)
  // The answer asked for is the freshest (it is asked only while confirming).
  const status: OnlinePaymentStatus | null = poll.data ?? stored

  // Asking stops after 40 s: the page says so, with 'Check again'.
  useEffect(() => {
    if (!confirming) return
    const timer = window.setTimeout(() => {
      setConfirming(false)
      setStopped(true)
    }, CONFIRM_FOR_MS)
    return () => window.clearTimeout(timer)
  }, [confirming])

  // Paid, or the attempt failed: asking stops; paid, the order is asked again (its timeline, status).
  const answered = poll.data
  useEffect(() => {
    if (!answered || !confirming) return
    const paid = answered.state === 'paid' && (waitingFor === 'payment' || !answered.canPayBalance)
    if (paid) {
      setConfirming(false)
      setStopped(false)
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.order(token), exact: true })
    } else if (answered.lastAttempt === 'failed' || answered.lastAttempt === 'expired') {
      setConfirming(false)
    }
  }, [answered, confirming, waitingFor, queryClient, token])

  const checkAgain = () => {
    setStopped(false)
    setConfirming(true)
    void poll.refetch()
  }

  if (!status) return null
  const view = onlinePaymentView(status, {
    cancelled: order.status === 'cancelled',
    confirming,
    returnedCancelled: params.get('payment') === 'cancelled',
  })

  return (
    <section
      aria-labelledby="online-payment-heading"
      className="grid gap-3 rounded-lg border border-stone-200 p-4 text-stone-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="online-payment-heading"
          className="flex items-center gap-2 text-lg font-bold text-stone-900"
        >
          <CreditCard aria-hidden="true" className="size-5 text-stone-700" />
          {texts.panelTitle}
        </h2>
        {status.state === 'paid' && status.paidLabel && (
          <Badge tone="green">{status.paidLabel}</Badge>
        )}
      </div>
      {view.kind === 'cancelled' && <p>{paymentMessages.orderCancelled}</p>}
      {view.kind === 'confirming' && <Confirming />}
      {view.kind === 'awaiting' && (
        <AwaitingPayment
          token={token}
          status={status}
          notPaid={view.notPaid}
          continueUrl={view.continueUrl}
          stopped={stopped}
          onCheckAgain={checkAgain}
        />
      )}
      {view.kind === 'paid' && (
        <PaidOnline
          token={token}
          status={status}
          confirmingBalance={confirming}
          stopped={stopped}
          onCheckAgain={checkAgain}
        />
      )}
    </section>
  )
}

/** 'Confirming your payment…' while the page asks the server, which asks the gateway. */
function Confirming() {
  return (
    <div role="status" className="flex items-start gap-3">
      <LoaderCircle aria-hidden="true" className="size-6 shrink-0 animate-spin text-brand-700" />
      <p>
        <span className="block font-semibold text-stone-900">
          {onlinePaymentMessages.confirming}
        </span>
        <span className="block text-sm text-stone-600">{onlinePaymentMessages.confirmingHint}</span>
      </p>
    </div>
  )
}

/** The page stopped asking: the payment may still arrive; the shopper may ask again. */
function StillConfirming({ onCheckAgain }: { onCheckAgain: () => void }) {
  return (
    <div className="grid gap-2">
      <p>{texts.stillConfirming}</p>
      <Button
        variant="secondary"
        className="w-full sm:w-auto sm:justify-self-start"
        onClick={onCheckAgain}
      >
        {texts.checkAgain}
      </Button>
    </div>
  )
}

/** One action at a time: busy while it runs, and for good once the page is leaving. */
function useOneAction() {
  const running = useRef(false)
  const [busy, setBusy] = useState(false)
  // Back from the gateway's page to this very page (the browser's back-forward cache):
  // the action left, so the buttons work again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      running.current = false
      setBusy(false)
    }
    window.addEventListener('pageshow', restored)
    return () => window.removeEventListener('pageshow', restored)
  }, [])
  const run = async (action: () => Promise<boolean>) => {
    if (running.current) return
    running.current = true
    setBusy(true)
    let leaving = false
    try {
      leaving = await action()
    } finally {
      if (!leaving) {
        running.current = false
        setBusy(false)
      }
    }
  }
  return { busy, run }
}

/** Starts a new attempt and sends the shopper to the gateway's page; false when refused. */
function useLeaveForPayment(token: string, onProblem: (message: string | null) => void) {
  const start = useStartOnlinePayment()
  return async (purpose: 'payment' | 'balance') => {
    onProblem(null)
    try {
      const { checkoutUrl } = await start.mutateAsync({ token, purpose })
      window.location.assign(checkoutUrl)
      return true
    } catch (error) {
      onProblem(attemptProblem(error))
      return false
    }
  }
}

function AwaitingPayment({
  token,
  status,
  notPaid,
  continueUrl,
  stopped,
  onCheckAgain,
}: {
  token: string
  status: OnlinePaymentStatus
  notPaid: boolean
  continueUrl: string | null
  stopped: boolean
  onCheckAgain: () => void
}) {
  const [problem, setProblem] = useState<string | null>(null)
  const { busy, run } = useOneAction()
  const leaveForPayment = useLeaveForPayment(token, setProblem)
  const payOnDelivery = usePayOnDelivery()

  const switchToCash = () =>
    run(async () => {
      setProblem(null)
      try {
        await payOnDelivery.mutateAsync(token)
        toast.success(texts.switchedToCodToast, { description: texts.switchedToCodDescription })
      } catch (error) {
        setProblem(apiErrorMessage(error))
      }
      return false
    })

  return (
    <>
      {notPaid ? (
        <p className="rounded-md border border-brand-200 bg-brand-50 p-3 font-medium text-brand-900">
          {onlinePaymentMessages.notPaid}
        </p>
      ) : (
        <p className="font-semibold text-stone-900">{onlinePaymentMessages.awaitingTitle}</p>
      )}
      {stopped && <StillConfirming onCheckAgain={onCheckAgain} />}
      {status.deadlineText && <p className="font-semibold">{status.deadlineText}</p>}
      {problem && (
        <p
          role="alert"
          className="rounded-md border border-brand-200 bg-brand-50 px-3 py-2 text-brand-900"
        >
          {problem}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {continueUrl && (
          <a href={continueUrl} className={buttonClasses({ size: 'lg' })}>
            {texts.continueToPayment}
          </a>
        )}
        {status.canRetry && (
          <Button
            size="lg"
            variant={continueUrl ? 'secondary' : 'primary'}
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void run(() => leaveForPayment('payment'))}
          >
            {onlinePaymentMessages.tryAgain}
          </Button>
        )}
        {status.canPayOnDelivery && (
          <Button
            size="lg"
            variant="secondary"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void switchToCash()}
          >
            {onlinePaymentMessages.payCashInstead}
          </Button>
        )}
      </div>
    </>
  )
}

function PaidOnline({
  token,
  status,
  confirmingBalance,
  stopped,
  onCheckAgain,
}: {
  token: string
  status: OnlinePaymentStatus
  /** Back from paying the balance: asked until confirmed, the button held back meanwhile. */
  confirmingBalance: boolean
  stopped: boolean
  onCheckAgain: () => void
}) {
  const [params] = useSearchParams()
  const [problem, setProblem] = useState<string | null>(null)
  const { busy, run } = useOneAction()
  const leaveForPayment = useLeaveForPayment(token, setProblem)
  const balanceButton = useRef<HTMLButtonElement>(null)
  const balanceAsked = params.get('pay') === 'balance'
  const refunds = status.refunds.filter((r) => r.state !== 'failed' && r.refundId !== null)

  // The final-amount email's link ('?pay=balance'): straight to the button.
  useEffect(() => {
    if (!balanceAsked) return
    balanceButton.current?.scrollIntoView({ block: 'center' })
    balanceButton.current?.focus()
  }, [balanceAsked])

  return (
    <>
      <p>{texts.paidThanks}</p>
      <dl className="flex justify-between gap-4">
        <dt>{texts.amountPaid}</dt>
        <dd className="font-bold text-stone-900 tabular-nums">{formatPeso(status.paidCentavos)}</dd>
      </dl>
      {refunds.length > 0 && (
        <ul className="grid gap-1 text-sm">
          {refunds.map((refund) => (
            <li key={refund.refundId}>
              {onlinePaymentMessages.refundedNote(refund.amountCentavos, refund.refundId ?? '')}
            </li>
          ))}
        </ul>
      )}
      {confirmingBalance && <Confirming />}
      {!confirmingBalance && stopped && status.canPayBalance && (
        <StillConfirming onCheckAgain={onCheckAgain} />
      )}
      {!confirmingBalance && status.canPayBalance && status.balanceCentavos > 0 && (
        <div className="grid gap-2 rounded-md border border-amber-200 bg-amber-50 p-3">
          <p>{onlinePaymentMessages.balanceHint(status.balanceCentavos)}</p>
          {problem && (
            <p role="alert" className="text-brand-900">
              {problem}
            </p>
          )}
          <Button
            ref={balanceButton}
            size="lg"
            className="w-full sm:w-auto sm:justify-self-start"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void run(() => leaveForPayment('balance'))}
          >
            {onlinePaymentMessages.payBalance(status.balanceCentavos)}
          </Button>
        </div>
      )}
    </>
  )
}
