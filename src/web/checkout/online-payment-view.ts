import type { OnlinePaymentStatus } from '#shared/schemas/online-payments.ts'

/** What the order page shows of an online payment (issue 32), decided apart from the markup. */
export type OnlinePaymentView =
  | { kind: 'cancelled' }
  | { kind: 'confirming' }
  | {
      kind: 'awaiting'
      /** 'Your payment did not go through…': an attempt was made and failed or was left. */
      notPaid: boolean
      /** 'Continue to payment': the open attempt's page, unless the shopper just left it. */
      continueUrl: string | null
    }
  | { kind: 'paid' }

export interface OnlinePaymentViewFacts {
  /** The order was cancelled (the deadline passed, or staff cancelled it). */
  cancelled: boolean
  /** Back from the gateway (`?payment=returned`) and the page still asks the server. */
  confirming: boolean
  /** Back from the gateway's Cancel (`?payment=cancelled`). */
  returnedCancelled: boolean
}

export function onlinePaymentView(
  status: OnlinePaymentStatus,
  { cancelled, confirming, returnedCancelled }: OnlinePaymentViewFacts,
): OnlinePaymentView {
  if (status.state === 'paid') return { kind: 'paid' }
  if (cancelled) return { kind: 'cancelled' }
  if (confirming) return { kind: 'confirming' }
  const attempted = status.lastAttempt !== null
  const failed = status.lastAttempt === 'failed' || status.lastAttempt === 'expired'
  const notPaid = attempted && (failed || returnedCancelled)
  const open = status.lastAttempt === 'open' && status.checkoutUrl !== null
  return {
    kind: 'awaiting',
    notPaid,
    continueUrl: open && !notPaid ? status.checkoutUrl : null,
  }
}
