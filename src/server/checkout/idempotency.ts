import type { Queryable } from '#server/db/client.ts'
import { AppError } from '#server/http/errors.ts'
import { mintOrderAccessToken } from '#server/orders/order-access-token-repo.ts'
import { findOrderIdByIdempotencyKey, loadOrder, orderedLines } from '#server/orders/order-repo.ts'
import { toPublicOrder } from '#server/orders/order-views.ts'
import { choiceSetKey, DEFAULT_RUN_OUT } from '#shared/preparation.ts'
import type { CartQuoteLine } from '#shared/schemas/cart.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'

/** The same key with another cart or another email: nothing about the order goes back. */
export const checkoutKeyReused = () =>
  new AppError(
    409,
    'conflict',
    'This checkout was already used for a different order. Please reload the page and try again.',
  )

/**
 * The order an idempotency key already placed, or null. The same key with another
 * cart is a client bug (or a reused key), never a second order: 409. So is the same key
 * with another email: a key alone (seen in a log, a shared computer's storage) never
 * opens an order; its holder must also know the email it was placed with.
 */
export async function replayOrder(
  db: Queryable,
  input: { idempotencyKey: string; email: string; lines: readonly CartQuoteLine[] },
  now: Date,
): Promise<PublicOrder | null> {
  const existing = await findOrderIdByIdempotencyKey(db, input.idempotencyKey)
  if (existing === null) return null
  const loaded = await loadOrder(db, existing)
  if (!loaded) return null
  if (!sameEmail(loaded.order.customerEmail, input.email)) throw checkoutKeyReused()
  const items = await orderedLines(db, existing)
  const stored = items.map((i) =>
    lineKey({
      kind: i.kind,
      id: i.productId ?? i.bundleId ?? `${i.hostedProductId}/${i.hostedVariantId}`,
      unit: i.unit,
      quantity: i.quantity,
      choiceIds: i.choices.map((c) => c.choiceId),
      note: i.note ?? '',
      ifRunsOut: i.ifRunsOut,
    }),
  )
  const asked = input.lines.map((l) =>
    l.kind === 'product'
      ? lineKey({ ...l, id: l.productId })
      : l.kind === 'bundle'
        ? lineKey({ ...l, id: l.bundleId, unit: null, ifRunsOut: DEFAULT_RUN_OUT })
        : lineKey({
            ...l,
            id: `${l.productId}/${l.variantId}`,
            unit: null,
            note: '',
            ifRunsOut: DEFAULT_RUN_OUT,
          }),
  )
  if (stored.join('\n') !== asked.join('\n')) throw checkoutKeyReused()
  // The key is the checkout's own secret: with its email, a link to the order it placed.
  return toPublicOrder(db, loaded, await mintOrderAccessToken(db, existing, now))
}

const sameEmail = (stored: string, asked: string) =>
  stored.trim().toLowerCase() === asked.trim().toLowerCase()

/**
 * A line as the key compares it: what it is, how much, and the shopper's words
 * (issue 31: choices in any order, note, run-out choice), so the same key with other
 * choices or another note is another cart.
 */
const lineKey = (line: {
  kind: string
  id: number | string | null
  unit: string | null
  quantity: number
  choiceIds?: readonly string[]
  note: string
  ifRunsOut: string
}) =>
  JSON.stringify([
    line.kind,
    line.id,
    line.unit ?? '',
    line.quantity,
    choiceSetKey(line.choiceIds ?? []),
    line.note,
    line.ifRunsOut,
  ])
