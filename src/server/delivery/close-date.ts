import type { AppDeps } from '#server/app-env.ts'
import { notifyCatalogChanged } from '#server/catalog/catalog-changes.ts'
import type { Transaction } from '#server/db/client.ts'
import { AppError, validationFailed } from '#server/http/errors.ts'
import { addTimelineEntry, setOrderDelivery } from '#server/orders/order-repo.ts'
import { queueOrderText } from '#server/sms/order-texts.ts'
import { type ClosedDateOrder, closedDateMessages, closedReason } from '#shared/closed-dates.ts'
import {
  bookedKey,
  checkDeliverySlot,
  type DeliveryPromise,
  deliveryText,
  refusalError,
  type ZoneScheduleRule,
} from '#shared/delivery-schedule.ts'
import { manilaIsoDate } from '#shared/manila-time.ts'
import { NOTE_STATUS } from '#shared/order-status.ts'
import type { StaffUser } from '#shared/schemas/auth.ts'
import type { ClosedDate, ClosedDateAdded, ClosedDateMove } from '#shared/schemas/delivery.ts'
import { type BookedOrder, lockOrdersBookedOn } from './closed-date-orders-repo.ts'
import { addClosedDate } from './closed-dates-repo.ts'
import {
  releaseDeliveryPlace,
  reserveDeliveryPlace,
  scheduleContext,
  zoneScheduleRule,
} from './delivery-booking-repo.ts'
import { queueDeliveryMovedEmail } from './delivery-moved-email.ts'
import { recordHolidayDecision } from './holiday-decisions-repo.ts'
import { holidayOn } from './holidays.ts'

export interface CloseDateRequest extends ClosedDate {
  moveTo?: ClosedDateMove
}

/** The date was closed (its orders moved), or it holds orders and nothing was written. */
export type CloseDateOutcome = { closed: ClosedDateAdded } | { holdsOrders: ClosedDateOrder[] }

/** Unwinds the closing's transaction when the date holds orders and no move was asked. */
class HoldsOrders extends Error {
  constructor(readonly orders: ClosedDateOrder[]) {
    super('the date holds orders')
  }
}

/**
 * Closes the shop on a date (issue 28 §7). In one transaction: the closed date is
 * written first (so the date is closed to every booking check that follows, and two
 * admins closing one date queue on its key), then the orders that hold a place on it
 * are locked. None: done. Some, and no `moveTo`: nothing is written and the orders
 * come back for the admin to decide. Some, with `moveTo`: all move, or none (a target
 * window without room refuses the whole closing, naming the window). A regular
 * holiday closed this way counts as the admin's answer to its suggestion.
 */
export async function closeDate(
  deps: AppDeps,
  request: CloseDateRequest,
  staff: StaffUser,
): Promise<CloseDateOutcome> {
  const now = deps.now()
  if (request.date < manilaIsoDate(now))
    throw validationFailed({ date: closedDateMessages.past }, closedDateMessages.past)
  try {
    const closed = await deps.db.transaction(async (tx) => {
      const row = await addClosedDate(tx, { date: request.date, name: request.name, now })
      if (!row)
        throw new AppError(409, 'conflict', closedDateMessages.duplicate, {
          date: closedDateMessages.duplicate,
        })
      const booked = await lockOrdersBookedOn(tx, row.date)
      if (booked.length > 0 && !request.moveTo) throw new HoldsOrders(booked.map(listedOrder))
      if (booked.length > 0 && request.moveTo)
        await moveOrders(deps, tx, row, booked, request.moveTo, staff.id)
      const holiday = holidayOn(row.date)
      if (holiday) {
        await recordHolidayDecision(tx, {
          date: row.date,
          name: holiday.name,
          decision: 'closed',
          decidedByName: staff.name,
          now,
        })
      }
      await notifyCatalogChanged(tx, deps.catalogCache)
      return { ...row, movedOrders: booked.length }
    })
    return { closed }
  } catch (error) {
    if (error instanceof HoldsOrders) return { holdsOrders: error.orders }
    throw error
  }
}

function listedOrder(order: BookedOrder): ClosedDateOrder {
  return {
    orderId: order.orderId,
    customerName: order.customerName,
    status: order.status,
    zoneId: order.zoneId,
    zoneName: order.zoneName,
    windowId: order.deliveryWindowId,
    startsMinute: order.deliveryStartsMinute ?? 0,
    endsMinute: order.deliveryEndsMinute ?? 0,
  }
}

type Place = { windowId: number; date: string }

/** (window id, date) order, as reschedule-delivery.ts: counter rows are always touched in one order. */
const byWindowThenDate = (a: Place, b: Place) =>
  a.windowId - b.windowId || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)

interface Move {
  order: BookedOrder
  zone: ZoneScheduleRule & { name: string }
  windowId: number
}

/** A refused move, naming the zone: the admin moves several zones' orders at once. */
function refusedMove(zoneName: string, message: string, status: 409 | 422, field: string) {
  const text = `${zoneName}: ${message}`
  return status === 422
    ? validationFailed({ [field]: text }, text)
    : new AppError(409, 'conflict', text, { [field]: text })
}

/**
 * Moves every order of the date being closed to `moveTo.date`, each into the window
 * chosen for its zone or else its own window (its time): the slot is checked as a
 * staff reschedule checks it, the room of each target window counted before any place
 * is taken, then each order gives its place back and takes the new one. Each order's
 * timeline gets a note, each shopper an email with the reason and, if they asked for
 * texts, a text.
 */
async function moveOrders(
  deps: AppDeps,
  tx: Transaction,
  closed: ClosedDate,
  booked: BookedOrder[],
  moveTo: ClosedDateMove,
  staffUserId: number,
): Promise<void> {
  const now = deps.now()
  const target = moveTo.date
  if (target === closed.date)
    throw validationFailed(
      { 'moveTo.date': closedDateMessages.sameDate },
      closedDateMessages.sameDate,
    )

  const zones = new Map<number, Move['zone']>()
  const moves: Move[] = []
  for (const order of booked) {
    if (order.zoneId === null)
      throw new AppError(409, 'conflict', closedDateMessages.zoneGone(order.orderId))
    let zone = zones.get(order.zoneId)
    if (!zone) {
      const schedule = await zoneScheduleRule(tx, order.zoneId)
      if (!schedule) throw new AppError(409, 'conflict', closedDateMessages.zoneGone(order.orderId))
      zone = { ...schedule, name: order.zoneName }
      zones.set(order.zoneId, zone)
    }
    const chosen = moveTo.windows.find((w) => w.zoneId === order.zoneId)?.windowId
    const windowId = chosen ?? order.deliveryWindowId
    if (windowId === null) {
      const message = closedDateMessages.chooseWindow(zone.name)
      throw validationFailed({ 'moveTo.windows': message }, message)
    }
    moves.push({ order, zone, windowId })
  }

  // Every target window checked and counted before a place is taken: a refusal names it.
  const needed = new Map<number, { move: Move; count: number }>()
  for (const move of moves) {
    const entry = needed.get(move.windowId)
    if (entry) entry.count++
    else needed.set(move.windowId, { move, count: 1 })
  }
  for (const { move, count } of needed.values()) {
    const ctx = await scheduleContext(tx, move.zone, now, { forStaff: true })
    const refusal = checkDeliverySlot(move.zone, ctx, target, move.windowId)
    if (refusal !== null && refusal !== 'full') {
      const { status, field, message } = refusalError(refusal)
      const moveField = field === 'deliveryDate' ? 'moveTo.date' : 'moveTo.windows'
      throw refusedMove(move.zone.name, message, status, moveField)
    }
    const window = move.zone.windows.find((w) => w.id === move.windowId)!
    const free = Math.max(0, window.capacity - (ctx.booked.get(bookedKey(window.id, target)) ?? 0))
    if (count > free) throw fullWindow(move.zone.name, window, target, free, count)
  }

  const steps: { place: Place; take: boolean; move: Move }[] = []
  for (const move of moves) {
    steps.push({ place: { windowId: move.windowId, date: target }, take: true, move })
    if (move.order.deliveryWindowId !== null)
      steps.push({
        place: { windowId: move.order.deliveryWindowId, date: closed.date },
        take: false,
        move,
      })
  }
  steps.sort((a, b) => byWindowThenDate(a.place, b.place))
  for (const step of steps) {
    if (!step.take) await releaseDeliveryPlace(tx, step.place)
    else if (!(await reserveDeliveryPlace(tx, step.place))) {
      // Another booking took the room between the count and now.
      const window = step.move.zone.windows.find((w) => w.id === step.place.windowId)!
      throw fullWindow(step.move.zone.name, window, target, 0, 1)
    }
  }

  const reason = closedReason(closed)
  for (const { order, zone, windowId } of moves) {
    const window = zone.windows.find((w) => w.id === windowId)!
    const delivery: DeliveryPromise = {
      date: target,
      startsMinute: window.startsMinute,
      endsMinute: window.endsMinute,
    }
    const moved = {
      deliveryDate: target,
      deliveryWindowId: windowId,
      deliveryStartsMinute: window.startsMinute,
      deliveryEndsMinute: window.endsMinute,
      deliveryHeld: true,
    }
    await setOrderDelivery(tx, order.orderId, moved)
    await addTimelineEntry(tx, {
      orderId: order.orderId,
      status: NOTE_STATUS,
      note: `Delivery moved to ${deliveryText(delivery)}. ${reason}`,
      staffUserId,
      createdAt: now,
    })
    await queueDeliveryMovedEmail(tx, order, delivery, deps.config.siteOrigin, now, reason)
    await queueOrderText(
      tx,
      { ...order, ...moved },
      { kind: 'delivery_moved', closed, baseUrl: deps.config.siteOrigin },
      now,
    )
  }
}

function fullWindow(
  zoneName: string,
  window: { startsMinute: number; endsMinute: number },
  date: string,
  free: number,
  needed: number,
): AppError {
  const message = closedDateMessages.full(zoneName, window, date, free, needed)
  return new AppError(409, 'conflict', message, { 'moveTo.windows': message })
}
