import { Ban, ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { suspiciousPayment } from '#shared/payment-state.ts'
import type {
  PendingGroupKind,
  PendingOrderGroup,
  PendingOrderRow,
  SuspiciousPaymentOrder,
} from '#shared/schemas/orders.ts'
import { useCancelPendingOrders } from '#web/admin/orders/api/cancel-pending-orders.ts'
import { usePendingOrderGroups } from '#web/admin/orders/api/get-pending-groups.ts'
import { ConfirmDialog } from '#web/admin/ui/confirm-dialog.tsx'
import { QueryPanel } from '#web/admin/ui/query-panel.tsx'
import { TableHeader } from '#web/admin/ui/table-header.tsx'
import { apiErrorMessage } from '#web/lib/api-error-message.ts'
import { Button } from '#web/ui/button.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { toast } from '#web/ui/toast.ts'
import { OrderDateCell, OrderTotalCell } from './order-cells.tsx'
import { paymentReasons, timesWord } from './suspicious-payment-reasons.ts'
import { ViewOrderButton } from './view-order-button.tsx'

const kindLabels: Record<PendingGroupKind, string> = {
  email: 'Email',
  phone: 'Phone',
  client: 'Client address',
}

const headings = ['Order ID', 'Customer', 'Email', 'Phone', 'Date', 'Total']

/** The orders a staff member asked to cancel, waiting for them to confirm. */
interface CancelRequest {
  orderIds: string[]
  title: string
}

function GroupCard({
  group,
  busy,
  onView,
  onCancel,
}: {
  group: PendingOrderGroup
  busy: boolean
  onView: (orderId: string) => void
  onCancel: (request: CancelRequest) => void
}) {
  const name = `${kindLabels[group.kind]} ${group.key}`
  const listed = group.orders.length
  return (
    <section
      aria-label={name}
      className="relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-stone-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 px-4 py-3">
        <div>
          <h3 className="font-semibold text-stone-900">
            {kindLabels[group.kind]}: <span className="font-mono">{group.key}</span>
          </h3>
          <p className="text-sm text-stone-700">
            {group.count} pending orders
            {listed < group.count ? ` (the newest ${listed} shown)` : ''}
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() =>
            onCancel({
              orderIds: group.orders.map((o) => o.orderId),
              title: `Cancel ${listed} orders of ${name}?`,
            })
          }
        >
          <Ban aria-hidden="true" className="size-4" />
          Cancel all {listed}
        </Button>
      </div>
      <table className="w-full min-w-[52rem] text-left text-sm">
        <TableHeader columns={[...headings, { label: 'Actions', srOnly: true, align: 'right' }]} />
        <tbody className="divide-y divide-stone-100">
          {group.orders.map((order) => (
            <OrderRow
              key={order.orderId}
              order={order}
              busy={busy}
              onView={onView}
              onCancel={onCancel}
            />
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** One pending order: who, when, how much (and why, where the card says), View and Cancel. */
function OrderRow({
  order,
  reasons,
  busy,
  onView,
  onCancel,
}: {
  order: PendingOrderRow
  reasons?: string[]
  busy: boolean
  onView: (orderId: string) => void
  onCancel: (request: CancelRequest) => void
}) {
  return (
    <tr className="hover:bg-cream-50">
      <td className="px-4 py-3 font-mono font-medium text-stone-900">{order.orderId}</td>
      <td className="px-4 py-3 text-stone-900">{order.customerName}</td>
      <td className="px-4 py-3 break-all text-stone-700">{order.customerEmail}</td>
      <td className="px-4 py-3 whitespace-nowrap text-stone-700">{order.customerPhone}</td>
      <OrderDateCell createdAt={order.createdAt} />
      <OrderTotalCell order={order} />
      {reasons && (
        <td className="min-w-48 px-4 py-3 font-medium text-brand-900">
          {reasons.map((reason) => (
            <span key={reason} className="block">
              {reason}
            </span>
          ))}
        </td>
      )}
      <td className="px-4 py-3 text-right whitespace-nowrap">
        <div className="flex justify-end gap-2">
          <ViewOrderButton orderId={order.orderId} onView={onView} />
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            aria-label={`Cancel order ${order.orderId}`}
            onClick={() =>
              onCancel({
                orderIds: [order.orderId],
                title: `Cancel order ${order.orderId}?`,
              })
            }
          >
            <Ban aria-hidden="true" className="size-4" />
            Cancel
          </Button>
        </div>
      </td>
    </tr>
  )
}

/**
 * GCash orders whose payment needs a second look, each with its reason. No 'Cancel
 * all': unlike a group, these orders share nothing, and each may be an honest shopper
 * with a hard time paying; staff open it before they cancel it.
 */
function PaymentsCard({
  orders,
  busy,
  onView,
  onCancel,
}: {
  orders: SuspiciousPaymentOrder[]
  busy: boolean
  onView: (orderId: string) => void
  onCancel: (request: CancelRequest) => void
}) {
  return (
    <section
      aria-label="GCash payments"
      className="relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-stone-200"
    >
      <div className="border-b border-stone-200 px-4 py-3">
        <h3 className="font-semibold text-stone-900">GCash payments</h3>
        <p className="text-sm text-stone-700">
          Pending orders whose proof of payment was rejected{' '}
          {timesWord(suspiciousPayment.rejectedProofs)} or more, or has waited unreviewed more than{' '}
          {suspiciousPayment.waitingPastDeadlineHours} hours past the payment deadline.
        </p>
      </div>
      <table className="w-full min-w-[64rem] text-left text-sm">
        <TableHeader
          columns={[...headings, 'Reason', { label: 'Actions', srOnly: true, align: 'right' }]}
        />
        <tbody className="divide-y divide-stone-100">
          {orders.map((order) => (
            <OrderRow
              key={order.orderId}
              order={order}
              reasons={paymentReasons(order)}
              busy={busy}
              onView={onView}
              onCancel={onCancel}
            />
          ))}
        </tbody>
      </table>
    </section>
  )
}

const orders = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`

/** How many were cancelled, and how many had moved on (confirmed meanwhile) and stayed. */
function toastCancelled(asked: number, cancelled: number) {
  const left = asked - cancelled
  const leftNote = left > 0 ? ` ${orders(left)} had already moved on and stayed as they were.` : ''
  toast.success(cancelled === 1 ? 'Order Cancelled' : 'Orders Cancelled', {
    description: `${orders(cancelled)} cancelled; the stock is back on sale.${leftNote}`,
  })
}

/**
 * Suspicious orders in one place (issue 14): pending orders held several to one
 * email address, one phone or one client address, as fake cash-on-delivery orders
 * hoarding stock would be, and (issue 27) GCash orders whose payment needs a second
 * look. Staff cancel them one by one or a whole group at once; cancelling puts the
 * stock back. Many real shoppers can share one mobile network address, so the page
 * asks staff to look before cancelling a client-address group.
 */
export function SuspiciousOrders({ onView }: { onView: (orderId: string) => void }) {
  const groups = usePendingOrderGroups()
  const cancel = useCancelPendingOrders()
  const [asking, setAsking] = useState<CancelRequest | null>(null)

  return (
    <section aria-labelledby="suspicious-orders-heading" className="space-y-4">
      <div>
        <h2 id="suspicious-orders-heading" className="text-xl font-bold text-stone-900">
          Suspicious Orders
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">
          Pending orders that share an email address, a phone number or a client address, and GCash
          orders whose proof of payment needs a second look. Each holds stock until it is confirmed
          or cancelled. Many shoppers on one mobile network can share a client address, so check the
          orders before you cancel them.
        </p>
      </div>
      <QueryPanel
        query={groups}
        loadingLabel="Loading suspicious orders"
        errorMessage="The suspicious orders could not be loaded."
        className=""
      >
        {(data) =>
          data.groups.length === 0 && data.payments.length === 0 ? (
            <div className="rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
              <EmptyState icon={ShieldCheck} title="No suspicious orders">
                No email, phone or client address holds more than one pending order, and no GCash
                payment needs a second look.
              </EmptyState>
            </div>
          ) : (
            <div className="space-y-4">
              {data.payments.length > 0 && (
                <PaymentsCard
                  orders={data.payments}
                  busy={cancel.isPending}
                  onView={onView}
                  onCancel={setAsking}
                />
              )}
              {data.groups.map((group) => (
                <GroupCard
                  key={`${group.kind}:${group.key}`}
                  group={group}
                  busy={cancel.isPending}
                  onView={onView}
                  onCancel={setAsking}
                />
              ))}
            </div>
          )
        }
      </QueryPanel>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking?.title ?? ''}
        description="Cancelled orders put their stock back on sale. An order confirmed in the meantime is left as it is."
        confirmLabel={asking?.orderIds.length === 1 ? 'Cancel Order' : 'Cancel Orders'}
        onConfirm={() => {
          if (asking) {
            const asked = asking.orderIds
            void cancel.mutateAsync(asked).then(
              ({ cancelled }) => toastCancelled(asked.length, cancelled.length),
              (error) =>
                toast.error('Orders Not Cancelled', { description: apiErrorMessage(error) }),
            )
          }
          setAsking(null)
        }}
      />
    </section>
  )
}
