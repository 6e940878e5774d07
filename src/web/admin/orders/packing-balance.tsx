import { useId } from 'react'
import { formatManilaDateTime } from '#shared/manila-time.ts'
import { canSettleBalance, priceLoweringMessages } from '#shared/price-lowering.ts'
import type { AdminOrderPayment } from '#shared/schemas/payments.ts'
import { useSettleBalance } from '#web/admin/orders/api/settle-balance.ts'
import { useStaffUser } from '#web/admin/require-staff.tsx'
import { apiErrorMessage } from '#web/lib/api-error-message.ts'
import { Button } from '#web/ui/button.tsx'
import { toast } from '#web/ui/toast.ts'
import { balanceText, settledText } from './packing-format.ts'

/**
 * A paid GCash order that packing re-priced (issue 17): the difference the customer
 * still owes or the shop refunds, outside the app, and 'Mark as Settled' once done;
 * then what was settled and who marked it. A weight corrected after settling opens
 * only the new difference. Nothing while there has been no difference. A refund is an
 * admin's to mark: an editor sees the button disabled with the reason.
 */
export function PackingBalance({
  orderId,
  payment,
}: {
  orderId: string
  payment: AdminOrderPayment
}) {
  const settle = useSettleBalance(orderId)
  const { role } = useStaffUser()
  const reasonId = useId()
  const balance = payment.balanceCentavos
  if (balance === null && !payment.balanceSettled) return null
  // A refund is marked settled by an admin (issue 29): an editor reads why, the server refuses.
  const mayNotSettle = balance !== null && !canSettleBalance(role, balance)

  const onSettle = (balance: number) =>
    void settle.mutateAsync(balance).then(
      () =>
        toast.success('Difference Settled', {
          description: `Order ${orderId}'s packing difference is marked as settled.`,
        }),
      // 409 when it was settled meanwhile or the balance changed: the server says
      // which, and the order is read again (the mutation's onSettled).
      (error) => toast.error('Difference Not Settled', { description: apiErrorMessage(error) }),
    )

  return (
    <div className="mt-3 rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm">
      {balance !== null ? (
        <>
          <p className="font-medium text-stone-900">{balanceText(balance)}</p>
          <Button
            size="sm"
            className="mt-2"
            onClick={() => onSettle(balance)}
            disabled={settle.isPending || mayNotSettle}
            aria-describedby={mayNotSettle ? reasonId : undefined}
          >
            {settle.isPending ? 'Saving...' : 'Mark as Settled'}
          </Button>
          {mayNotSettle && (
            <p id={reasonId} className="mt-1 text-stone-700">
              {priceLoweringMessages.refundNeedsAdmin}
            </p>
          )}
        </>
      ) : (
        <>
          <p className="font-medium text-stone-900">{settledText(payment.settledCentavos)}</p>
          <p className="mt-1 text-stone-700">
            Settled by {payment.balanceSettledBy ?? 'staff'}
            {payment.balanceSettledAt && (
              <>
                {' · '}
                <time dateTime={payment.balanceSettledAt}>
                  {formatManilaDateTime(payment.balanceSettledAt)}
                </time>
              </>
            )}
          </p>
        </>
      )}
    </div>
  )
}
