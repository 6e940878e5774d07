import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { onlineRefunds } from '#server/db/schema/online-payments.ts'
import { orders } from '#server/db/schema/orders.ts'
import type { OnlineRefundState } from '#shared/online-payment.ts'

export type OnlineRefundRow = typeof onlineRefunds.$inferSelect

/** The shop's refund the gateway calls `gatewayRefundId` ('ref_…'), unlocked. */
export async function findRefundByGatewayId(
  db: Queryable,
  gatewayRefundId: string,
): Promise<OnlineRefundRow | undefined> {
  const [row] = await db
    .select()
    .from(onlineRefunds)
    .where(eq(onlineRefunds.gatewayRefundId, gatewayRefundId))
  return row
}

/**
 * The newest refund of this payment and amount whose call to the gateway has not come
 * back yet (no gateway id): a webhook about it can arrive before the call's answer is stored.
 */
export async function findRequestingRefund(
  db: Queryable,
  paymentId: string,
  amountCentavos: number,
): Promise<OnlineRefundRow | undefined> {
  const [row] = await db
    .select()
    .from(onlineRefunds)
    .where(
      and(
        eq(onlineRefunds.paymentId, paymentId),
        eq(onlineRefunds.amountCentavos, amountCentavos),
        eq(onlineRefunds.state, 'requesting'),
        isNull(onlineRefunds.gatewayRefundId),
      ),
    )
    .orderBy(desc(onlineRefunds.createdAt), desc(onlineRefunds.id))
    .limit(1)
  return row
}

/** The refund row, FOR UPDATE until the transaction ends (after its order's row). */
export async function lockRefund(tx: Queryable, id: number): Promise<OnlineRefundRow | undefined> {
  const [row] = await tx.select().from(onlineRefunds).where(eq(onlineRefunds.id, id)).for('update')
  return row
}

export async function setRefundState(
  tx: Queryable,
  id: number,
  change: { state: OnlineRefundState; gatewayRefundId: string; now: Date },
): Promise<void> {
  await tx
    .update(onlineRefunds)
    .set({ state: change.state, gatewayRefundId: change.gatewayRefundId, updatedAt: change.now })
    .where(eq(onlineRefunds.id, id))
}

/** A failed refund's amount is open again: what is settled on the order goes back up. */
export async function giveBackRefundedAmount(
  tx: Queryable,
  orderId: string,
  amountCentavos: number,
  now: Date,
): Promise<void> {
  await tx
    .update(orders)
    .set({
      balanceSettledCentavos: sql`${orders.balanceSettledCentavos} + ${amountCentavos}`,
      updatedAt: now,
    })
    .where(eq(orders.orderId, orderId))
}
