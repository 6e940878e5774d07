import type { AppDeps } from '#server/app-env.ts'
import { AppError, notFound, validationFailed } from '#server/http/errors.ts'
import {
  addTimelineEntry,
  loadOrder,
  lockOrderRow,
  setOrderDelivery,
} from '#server/orders/order-repo.ts'
import {
  checkDeliverySlot,
  deliveryMessages,
  deliveryText,
  refusalError,
  type SlotRefusal,
} from '#shared/delivery-schedule.ts'
import { NOTE_STATUS } from '#shared/order-status.ts'
import type { RescheduleDeliveryRequest } from '#shared/schemas/delivery.ts'
import {
  releaseDeliveryPlace,
  reserveDeliveryPlace,
  scheduleContext,
  zoneScheduleRule,
} from './delivery-booking-repo.ts'
import { queueDeliveryMovedEmail } from './delivery-moved-email.ts'

export const ZONE_GONE_MESSAGE = "This order's delivery zone no longer exists."

/** The order's zone was removed: there is no schedule to move it in. */
export const zoneGone = () => new AppError(409, 'conflict', ZONE_GONE_MESSAGE)

/** A refused date or window as the API answers it: 422 naming the field, or 409. */
function refused(refusal: SlotRefusal): AppError {
  const { status, field, message } = refusalError(refusal)
  return status === 422
    ? validationFailed({ [field]: message }, message)
    : new AppError(409, 'conflict', message, { [field]: message })
}

type Place = { windowId: number; date: string }

/** (window id, date) order: every move touches counter rows in the same order, so two moves never deadlock. */
const byWindowThenDate = (a: Place, b: Place) =>
  a.windowId - b.windowId || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)

/**
 * Staff move an order to another date and window (docs/decisions/0059), in one
 * transaction with the order row locked: the slot is checked as for a shopper but
 * past the cutoff, the preparation time and the horizon; an order that holds a place
 * gives the old one back and takes the new one (409 when full, nothing written); a
 * cancelled order holds none, so only its date changes and the shopper is not emailed
 * about a delivery that is not coming. A timeline entry records who moved it, and the
 * shopper's email is queued in the same transaction. The same slot is a no-op.
 */
export async function rescheduleDelivery(
  deps: AppDeps,
  orderId: string,
  request: RescheduleDeliveryRequest,
  staffUserId: number,
): Promise<void> {
  const { deliveryDate: date, deliveryWindowId: windowId } = request
  await deps.db.transaction(async (tx) => {
    await lockOrderRow(tx, orderId)
    const loaded = await loadOrder(tx, orderId)
    if (!loaded) throw notFound('That order')
    const { order } = loaded
    if (order.deliveryDate === date && order.deliveryWindowId === windowId) return
    if (order.zoneId === null) throw zoneGone()
    const schedule = await zoneScheduleRule(tx, order.zoneId)
    if (!schedule) throw zoneGone()

    const now = deps.now()
    const ctx = await scheduleContext(tx, schedule, now, { forStaff: true })
    // A cancelled order takes no place, so a full window does not stop it; re-opening
    // it later takes the place or is refused.
    const holdsPlace = order.status !== 'cancelled'
    const refusal = checkDeliverySlot(schedule, ctx, date, windowId)
    if (refusal !== null && !(refusal === 'full' && !holdsPlace)) throw refused(refusal)
    const window = schedule.windows.find((w) => w.id === windowId)
    if (!window) throw refused('unknown_window')

    if (holdsPlace) {
      const next: Place = { windowId, date }
      const previous: Place | null =
        order.deliveryHeld && order.deliveryWindowId !== null && order.deliveryDate !== null
          ? { windowId: order.deliveryWindowId, date: order.deliveryDate }
          : null
      const steps = [
        { place: next, take: true },
        ...(previous ? [{ place: previous, take: false }] : []),
      ].sort((a, b) => byWindowThenDate(a.place, b.place))
      for (const step of steps) {
        if (!step.take) await releaseDeliveryPlace(tx, step.place)
        else if (!(await reserveDeliveryPlace(tx, step.place))) {
          throw new AppError(409, 'conflict', deliveryMessages.full, {
            deliveryWindowId: deliveryMessages.full,
          })
        }
      }
    }

    const delivery = { date, startsMinute: window.startsMinute, endsMinute: window.endsMinute }
    await setOrderDelivery(tx, orderId, {
      deliveryDate: date,
      deliveryWindowId: windowId,
      deliveryStartsMinute: window.startsMinute,
      deliveryEndsMinute: window.endsMinute,
      deliveryHeld: holdsPlace,
    })
    await addTimelineEntry(tx, {
      orderId,
      status: NOTE_STATUS,
      note: `Delivery moved to ${deliveryText(delivery)}`,
      staffUserId,
      createdAt: now,
    })
    if (holdsPlace) {
      await queueDeliveryMovedEmail(tx, order, delivery, deps.config.siteOrigin, now)
    }
  })
}
