import type { Queryable } from '#server/db/client.ts'
import {
  adminOnlinePaymentOf,
  onlinePaymentStatusOf,
} from '#server/online-payments/online-payment-view.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import { openBalanceCentavos, packingStateOf } from '#shared/packed-weight.ts'
import { type ProofPurpose, paymentDeadlineText } from '#shared/payment-state.ts'
import type { AdminOrder, PublicOrder } from '#shared/schemas/orders.ts'
import type { AdminOrderPayment, OrderPayment } from '#shared/schemas/payments.ts'
import { orderDeliveryOf } from './order-delivery-view.ts'
import type { LoadedOrder } from './order-repo.ts'

/** Who made a staff change, as the shopper's view of the order says it. */
export const PUBLIC_STAFF_NAME = 'Staff'

function common({ order, items }: LoadedOrder) {
  return {
    orderId: order.orderId,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    shippingAddress: order.shippingAddress,
    landmark: order.landmark,
    deliveryInstructions: order.deliveryInstructions,
    zoneName: order.zoneName,
    delivery: orderDeliveryOf(order),
    paymentMethod: order.paymentMethod,
    items,
    subtotalCentavos: order.subtotalCentavos,
    deliveryFeeCentavos: order.deliveryFeeCentavos,
    totalCentavos: order.totalCentavos,
    estimatedTotalCentavos: order.estimatedTotalCentavos,
    packing: packingStateOf(items),
    payAfterWeigh: order.payAfterWeigh,
  }
}

function paymentOf(loaded: LoadedOrder): OrderPayment | null {
  const { order, proof } = loaded
  if (order.paymentMethod !== 'gcash' || order.paymentState === 'none') return null
  // What a short payment or packing left open (product-rules §12, §13); null when none.
  const balance =
    openBalanceCentavos(
      { ...order, paymentDueCentavos: loaded.paymentDueCentavos },
      packingStateOf(loaded.items),
    ) || null
  const dueAt =
    order.status === 'pending' &&
    (order.paymentState === 'awaiting' || order.paymentState === 'rejected')
      ? order.paymentDueAt
      : null
  return {
    state: order.paymentState as OrderPayment['state'],
    amountDueCentavos: order.totalCentavos,
    paidCentavos: order.paidCentavos,
    balanceCentavos: balance,
    settledCentavos: order.balanceSettledCentavos,
    balanceSettled: order.balanceSettledCentavos !== 0 && balance === null,
    proofPurpose: proof ? (proof.purpose as ProofPurpose) : null,
    proofState: proof ? (proof.state as OrderPayment['proofState']) : null,
    referenceNumber: proof?.referenceNumber ?? null,
    submittedAt: proof?.submittedAt.toISOString() ?? null,
    rejectionReason: proof?.state === 'rejected' ? proof.rejectionReason : null,
    proofImageRemovedAt: proof?.fileRemovedAt?.toISOString() ?? null,
    // The deadline the payment job acts on: only while no proof waits for staff (an order
    // paid after weighing has none until it is packed).
    dueAt: dueAt?.toISOString() ?? null,
    deadlineText: dueAt ? paymentDeadlineText(dueAt) : null,
  }
}

function adminPaymentOf(loaded: LoadedOrder): AdminOrderPayment | null {
  const payment = paymentOf(loaded)
  if (!payment) return null
  const { order, proof } = loaded
  return {
    ...payment,
    proofId: proof?.id ?? null,
    // A removed screenshot has no address: the dialog says when it went instead.
    proofImageUrl:
      proof && !proof.fileRemovedAt ? adminOrdersApiPaths.paymentProofImage(order.orderId) : null,
    proofWidth: proof?.width ?? null,
    proofHeight: proof?.height ?? null,
    reviewedBy: proof?.reviewedByName ?? null,
    reviewedAt: proof?.reviewedAt?.toISOString() ?? null,
    proofAmountReceivedCentavos: proof?.amountReceivedCentavos ?? null,
    proofAmountDueCentavos: proof?.amountDueCentavos ?? null,
    duplicateReferenceOrderIds: loaded.duplicateReferenceOrderIds,
    balanceSettledBy: order.balanceSettledByName,
    balanceSettledAt: order.balanceSettledAt?.toISOString() ?? null,
  }
}

/** The shopper's view: internal notes are left out, and GCash details when paying by GCash. */
export async function toPublicOrder(
  db: Queryable,
  loaded: LoadedOrder,
  accessToken: string,
): Promise<PublicOrder> {
  const gcash = loaded.order.paymentMethod === 'gcash' ? await getSettings(db, 'gcash') : null
  return {
    ...common(loaded),
    packedWeightTolerancePercent: await toleranceOf(db, loaded.order),
    // Who agreed to a heavier charge is the staff's note; the per-kg price, the staff's run-out limit.
    items: loaded.items.map(
      ({ heavierAgreedNote: _agreed, pricePerKgCentavos: _perKg, ...item }) => item,
    ),
    accessToken,
    // Staff names are the shop's own business: the shopper reads 'Staff'.
    timeline: loaded.timeline
      .filter((e) => !e.isNote)
      .map(({ isNote: _n, ...e }) => ({ ...e, by: e.by === null ? null : PUBLIC_STAFF_NAME })),
    gcash,
    payment: paymentOf(loaded),
    // Paying online (issue 32): attempts, the confirmed payment, refunds.
    onlinePayment:
      loaded.order.paymentMethod === 'online'
        ? await onlinePaymentStatusOf(db, loaded.order)
        : null,
  }
}

export async function toAdminOrder(db: Queryable, loaded: LoadedOrder): Promise<AdminOrder> {
  const { order } = loaded
  return {
    ...common(loaded),
    packingVersion: order.packingVersion,
    packedWeightTolerancePercent: await toleranceOf(db, order),
    timeline: loaded.timeline.map(({ isNote: _n, ...e }) => e),
    payment: adminPaymentOf(loaded),
    onlinePayment: order.paymentMethod === 'online' ? await adminOnlinePaymentOf(db, order) : null,
    customerPhone: order.customerPhone,
    address: order.address,
    city: order.city,
    postalCode: order.postalCode,
  }
}

/** The order's packed-weight tolerance: copied at checkout, else (older orders) Settings'. */
async function toleranceOf(
  db: Queryable,
  order: { packedWeightTolerancePercent: number | null },
): Promise<number> {
  return (
    order.packedWeightTolerancePercent ??
    (await getSettings(db, 'site')).packedWeightTolerancePercent
  )
}
