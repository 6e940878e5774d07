import { z } from 'zod'
import { closedDateMessages, type HolidaySuggestion } from '#shared/closed-dates.ts'
import type { DeliverySlotDate } from '#shared/delivery-schedule.ts'
import { deliveryMessages, isIsoDate } from '#shared/delivery-schedule.ts'
import { MINUTES_PER_DAY } from '#shared/manila-time.ts'
import { orderStatuses, paymentMethods } from '#shared/order-status.ts'
import { dispatchReadinesses } from '#shared/payment-standing.ts'
import { paymentStates } from '#shared/payment-state.ts'
import { cartUnits } from '#shared/pricing.ts'
import { MAX_ROW_ID } from '#shared/row-id.ts'
import { requiredText } from './form-fields.ts'
import { chosenOptionSchema, runOutChoiceSchema, runOutOutcomeSchema } from './preparation.ts'
import { rowIdSchema, rowIdTextSchema } from './row-id.ts'

/**
 * Delivery dates (issue 16): what checkout, the Settings screen, the Deliveries screen
 * and a staff reschedule send and receive. Rules live in `#shared/delivery-schedule.ts`.
 */

/** A Manila calendar date 'YYYY-MM-DD'; the length is checked before the pattern. */
export function isoDateSchema(message: string) {
  return z.string({ message }).max(10, { message, abort: true }).refine(isIsoDate, { message })
}

/** A window id in a request body. */
export function windowIdSchema(message: string) {
  return z.number({ message }).int(message).positive(message).max(MAX_ROW_ID, message)
}

/** The two delivery fields of `POST /api/orders`; omitted, the earliest open window is booked. */
export const orderDeliveryRequestFields = {
  deliveryDate: isoDateSchema(deliveryMessages.chooseDate).optional(),
  deliveryWindowId: windowIdSchema(deliveryMessages.chooseWindow).optional(),
}

/** An order's delivery as every view shows it; `windowId` is null once the window was removed. */
export const orderDeliverySchema = z
  .object({
    date: z.string(),
    startsMinute: z.int(),
    endsMinute: z.int(),
    windowId: z.int().nullable(),
  })
  .meta({ id: 'OrderDelivery' })
export type OrderDelivery = z.infer<typeof orderDeliverySchema>

/**
 * `GET /api/checkout/delivery-slots?zoneId=` (shoppers) and
 * `GET /api/admin/orders/:id/delivery-slots` (staff moving an order).
 */
export const deliverySlotsSchema = z
  .object({
    zoneId: z.int(),
    /** Today's Manila date on the server's clock: the browser labels 'Today' from this, not its own clock. */
    today: z.string(),
    dates: z.array(
      z.object({
        date: z.string(),
        windows: z.array(
          z.object({
            id: z.int(),
            startsMinute: z.int(),
            endsMinute: z.int(),
            /** No place left: shown as 'Full', not choosable. */
            full: z.boolean(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'DeliverySlots' }) satisfies z.ZodType<{ dates: DeliverySlotDate[] }>
export type DeliverySlots = z.infer<typeof deliverySlotsSchema>

export const deliverySlotsQuerySchema = z.object({
  zoneId: rowIdTextSchema('Choose a delivery zone'),
})

/** `PUT /api/admin/orders/:id/delivery`: staff move an order to another date and window. */
export const rescheduleDeliverySchema = z.object({
  deliveryDate: isoDateSchema(deliveryMessages.chooseDate),
  deliveryWindowId: windowIdSchema(deliveryMessages.chooseWindow),
})
export type RescheduleDeliveryRequest = z.input<typeof rescheduleDeliverySchema>

// ---------------------------------------------------------------------------
// Settings > Shipping & Delivery (admin only)

/** 'HH:MM' on a 24-hour clock, as `<input type="time">` gives it; 00:00–23:59. */
const timeOfDayPattern = /^([01]\d|2[0-3]):([0-5]\d)$/
export const TIME_OF_DAY_MESSAGE = 'Enter a time of day, for example 14:00'

export function timeOfDaySchema(message = TIME_OF_DAY_MESSAGE) {
  return z
    .string({ message })
    .max(5, { message, abort: true })
    .regex(timeOfDayPattern, message)
    .transform((text) => {
      const [hours, minutes] = text.split(':').map(Number) as [number, number]
      return hours * 60 + minutes
    })
}

/** A minute of the day back as 'HH:MM' for a time input. */
export function timeOfDayText(minute: number): string {
  const m = ((minute % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
}

export const MAX_WINDOWS_PER_ZONE = 8
export const MAX_WINDOW_CAPACITY = 1000
export const MAX_BOOKING_DAYS = 90

export const zoneScheduleMessages = {
  weekdays: 'Choose at least one delivery day',
  windows: 'Add at least one delivery window',
  tooManyWindows: `A zone has at most ${MAX_WINDOWS_PER_ZONE} delivery windows`,
  endsBeforeStarts: 'The window must end after it starts',
  overlaps: 'This window overlaps another window',
  capacity: `Capacity must be a whole number from 0 to ${MAX_WINDOW_CAPACITY}`,
  prepMinutes: 'Preparation time must be a whole number of minutes from 0 to 1440',
  bookingDays: `Days ahead must be a whole number from 1 to ${MAX_BOOKING_DAYS}`,
} as const

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ message }).int(message).min(min, message).max(max, message)

export const deliveryWindowInputSchema = z.object({
  /** Present for a window that already exists (kept, with its bookings); absent for a new one. */
  id: z.number().int().positive().max(MAX_ROW_ID).optional(),
  starts: timeOfDaySchema(),
  ends: timeOfDaySchema(),
  capacity: wholeNumber(zoneScheduleMessages.capacity, 0, MAX_WINDOW_CAPACITY),
})

/**
 * `PUT /api/admin/delivery-schedule/zones/:id`: the whole schedule of one zone. Windows
 * not named by id are removed (refused while they hold orders on a future day).
 * Server-only refusals (capacity below the orders booked on a future day) come back
 * as 422 on `windows.N.capacity` and nothing is saved.
 */
export const zoneScheduleInputSchema = z
  .object({
    weekdays: z
      .array(z.number().int().min(0).max(6), { message: zoneScheduleMessages.weekdays })
      .max(7)
      .min(1, zoneScheduleMessages.weekdays),
    sameDay: z.boolean(),
    sameDayCutoff: timeOfDaySchema(),
    prepMinutes: wholeNumber(zoneScheduleMessages.prepMinutes, 0, MINUTES_PER_DAY),
    bookingDays: wholeNumber(zoneScheduleMessages.bookingDays, 1, MAX_BOOKING_DAYS),
    windows: z
      .array(deliveryWindowInputSchema, { message: zoneScheduleMessages.windows })
      .min(1, zoneScheduleMessages.windows)
      .max(MAX_WINDOWS_PER_ZONE, zoneScheduleMessages.tooManyWindows),
  })
  .superRefine((schedule, ctx) => {
    schedule.windows.forEach((w, i) => {
      if (w.ends <= w.starts)
        ctx.addIssue({
          code: 'custom',
          path: ['windows', i, 'ends'],
          message: zoneScheduleMessages.endsBeforeStarts,
        })
    })
    schedule.windows.forEach((w, i) => {
      if (w.ends <= w.starts) return
      const overlaps = schedule.windows.some(
        (other, j) =>
          j !== i && other.ends > other.starts && w.starts < other.ends && other.starts < w.ends,
      )
      if (overlaps)
        ctx.addIssue({
          code: 'custom',
          path: ['windows', i, 'starts'],
          message: zoneScheduleMessages.overlaps,
        })
    })
  })
  .transform((s) => ({
    weekdays: [...new Set(s.weekdays)].sort(),
    sameDay: s.sameDay,
    sameDayCutoffMinute: s.sameDayCutoff,
    prepMinutes: s.prepMinutes,
    bookingDays: s.bookingDays,
    windows: s.windows.map((w) => ({
      id: w.id,
      startsMinute: w.starts,
      endsMinute: w.ends,
      capacity: w.capacity,
    })),
  }))
export type ZoneScheduleInput = z.input<typeof zoneScheduleInputSchema>
export type ZoneScheduleUpdate = z.output<typeof zoneScheduleInputSchema>

export const adminDeliveryWindowSchema = z.object({
  id: z.int(),
  startsMinute: z.int(),
  endsMinute: z.int(),
  capacity: z.int(),
})
export type AdminDeliveryWindow = z.infer<typeof adminDeliveryWindowSchema>

/** One zone's schedule as saved: `PUT …/zones/:id` answers it, the schedule lists them. */
export const adminZoneScheduleSchema = z
  .object({
    zoneId: z.int(),
    zoneName: z.string(),
    weekdays: z.array(z.int()),
    sameDay: z.boolean(),
    sameDayCutoffMinute: z.int(),
    prepMinutes: z.int(),
    bookingDays: z.int(),
    windows: z.array(adminDeliveryWindowSchema),
  })
  .meta({ id: 'AdminZoneSchedule' })
export type AdminZoneSchedule = z.infer<typeof adminZoneScheduleSchema>

/** A saved schedule as the Settings form edits and sends it: times as 'HH:MM'. */
export function zoneScheduleInputOf(zone: AdminZoneSchedule): ZoneScheduleInput {
  return {
    weekdays: [...zone.weekdays],
    sameDay: zone.sameDay,
    sameDayCutoff: timeOfDayText(zone.sameDayCutoffMinute),
    prepMinutes: zone.prepMinutes,
    bookingDays: zone.bookingDays,
    windows: zone.windows.map((w) => ({
      id: w.id,
      starts: timeOfDayText(w.startsMinute),
      ends: timeOfDayText(w.endsMinute),
      capacity: w.capacity,
    })),
  }
}

export const closedDateSchema = z.object({ date: z.string(), name: z.string() })
export type ClosedDate = z.infer<typeof closedDateSchema>

/** A regular holiday not answered yet, as `#shared/closed-dates.ts` describes it. */
const holidaySuggestionSchema = z.object({
  date: z.string(),
  name: z.string(),
  suggestedClosed: z.boolean(),
}) satisfies z.ZodType<HolidaySuggestion>

/**
 * `GET /api/admin/delivery-schedule`: every zone's schedule (zones in the order they
 * were added), the closed dates from today on, and the regular holidays of this year
 * and next not answered yet (issue 28 §7).
 */
export const adminDeliveryScheduleSchema = z.object({
  zones: z.array(adminZoneScheduleSchema),
  closedDates: z.array(closedDateSchema),
  holidaySuggestions: z.array(holidaySuggestionSchema),
})
export type AdminDeliverySchedule = z.infer<typeof adminDeliveryScheduleSchema>

/**
 * Where the orders of a date being closed go: one date, and per zone a window of that
 * zone; a zone not listed keeps each order's own window (its time) on the new date.
 */
export const closedDateMoveSchema = z.object({
  date: isoDateSchema(closedDateMessages.chooseMoveDate),
  windows: z
    .array(
      z.object({
        zoneId: rowIdSchema,
        windowId: windowIdSchema(deliveryMessages.chooseWindow),
      }),
    )
    .max(100)
    .default([]),
})
export type ClosedDateMove = z.output<typeof closedDateMoveSchema>

/**
 * `POST /api/admin/delivery-schedule/closed-dates`. A date that holds orders is not
 * closed (409 with the orders) unless `moveTo` says where they go.
 */
export const closedDateInputSchema = z.object({
  date: isoDateSchema('Enter a date'),
  name: requiredText('Reason', 120),
  moveTo: closedDateMoveSchema.optional(),
})
export type ClosedDateInput = z.input<typeof closedDateInputSchema>

/** `POST …/closed-dates` answers the date closed and how many orders it moved. */
export const closedDateAddedSchema = closedDateSchema.extend({ movedOrders: z.int() })
export type ClosedDateAdded = z.infer<typeof closedDateAddedSchema>

/** `GET /api/site` adds this for the FAQ: the same-day promise, read from the zones' settings. */
export const sameDayDeliverySchema = z.object({
  /** The earliest cutoff of the zones that offer same-day delivery. */
  cutoffMinute: z.int(),
  zoneNames: z.array(z.string()),
})
export type SameDayDelivery = z.infer<typeof sameDayDeliverySchema>

// ---------------------------------------------------------------------------
// The Deliveries screen (editor and admin)

export const deliveriesQuerySchema = z.object({ date: isoDateSchema('Choose a date') })

export const deliveryItemSchema = z.object({
  name: z.string(),
  /** A hosted-store item's choice ('Size: Large'); null for our own products. */
  variantTitle: z.string().nullable(),
  quantity: z.int(),
  unit: z.enum(cartUnits).nullable(),
  /** The weight packed, for a line priced by packed weight once recorded. */
  packedGrams: z.int().nullable(),
  /** Issue 31: a piece's average weight (lines by the piece), the choices, note and run-out state. */
  averagePieceGrams: z.int().nullable().optional(),
  choices: z.array(chosenOptionSchema).optional(),
  note: z.string().nullable().optional(),
  ifRunsOut: runOutChoiceSchema.optional(),
  runOutOutcome: runOutOutcomeSchema.nullable().optional(),
})
export type DeliveryItem = z.infer<typeof deliveryItemSchema>

export const deliveryOrderRowSchema = z.object({
  orderId: z.string(),
  status: z.enum(orderStatuses),
  customerName: z.string(),
  customerPhone: z.string(),
  /** The address as the order first showed it (what old orders have). */
  shippingAddress: z.string(),
  /** Street and house number; barangay, province, landmark and instructions null for orders before issue 28. */
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  province: z.string().nullable(),
  barangay: z.string().nullable(),
  landmark: z.string().nullable(),
  deliveryInstructions: z.string().nullable(),
  paymentMethod: z.enum(paymentMethods),
  paymentState: z.enum(paymentStates),
  /** Issue 28 §8: paid, cash to collect, or not to be dispatched (src/shared/payment-standing.ts). */
  readiness: z.enum(dispatchReadinesses),
  /** The cash the rider collects (cash on delivery until delivered); 0 otherwise. */
  cashToCollectCentavos: z.int(),
  /** A paid GCash order's balance the shopper has still to send; 0 otherwise. */
  balanceDueCentavos: z.int(),
  totalCentavos: z.int(),
  /** The order's weight of our own products as it stands (packed weights once recorded). */
  grams: z.int(),
  /** The order's lines as 'name' and quantity with unit ('2 × 1 kg'), for the rider's sheet. */
  items: z.array(deliveryItemSchema),
})
export type DeliveryOrderRow = z.infer<typeof deliveryOrderRowSchema>

/** A window's sums in one zone: what the packer and the rider plan by. */
export const deliveryGroupTotalsSchema = z.object({
  orders: z.int(),
  grams: z.int(),
  cashToCollectCentavos: z.int(),
})
export type DeliveryGroupTotals = z.infer<typeof deliveryGroupTotalsSchema>

/** Orders of one window in one zone; windows in time order, then zones by name. */
export const deliveryGroupSchema = z.object({
  startsMinute: z.int(),
  endsMinute: z.int(),
  zoneName: z.string(),
  orders: z.array(deliveryOrderRowSchema),
  totals: deliveryGroupTotalsSchema,
})
export type DeliveryGroup = z.infer<typeof deliveryGroupSchema>

/** One order's line of a product priced by packed weight, on the day's packing list. */
export const packingWeighedLineSchema = z.object({
  orderId: z.string(),
  itemId: z.int(),
  customerName: z.string(),
  orderedGrams: z.int(),
  /** Null until staff record it. */
  packedGrams: z.int().nullable(),
  /** The order's packing version, sent back with the weight. */
  packingVersion: z.int(),
  /** Issue 31: the line with its choices ('Ribeye, 1.5 in, fat on'). */
  title: z.string().optional(),
})
export type PackingWeighedLine = z.infer<typeof packingWeighedLineSchema>

/**
 * One line of the day's packing list: a product of our stock with the grams the day's
 * orders take (bundles opened into their products as they were when ordered), or a
 * hosted-store item with its count.
 */
/**
 * Issue 31: a product's order lines of one set of choices and one unit, summed
 * ('3 × 1 kg Ribeye, 1.5 in, fat on'), with each order's note and run-out choice.
 */
export const packingCutSchema = z.object({
  /** `lineTitleWithChoices`: 'Ribeye, 1.5 in, fat on'. */
  title: z.string(),
  quantity: z.int(),
  unit: z.enum(cartUnits).nullable(),
  averagePieceGrams: z.int().nullable(),
  /** Each order's line of it: its quantity, note and run-out choice (or what was done). */
  lines: z.array(
    z.object({
      orderId: z.string(),
      customerName: z.string(),
      quantity: z.int(),
      note: z.string().nullable(),
      ifRunsOut: runOutChoiceSchema,
      runOutOutcome: runOutOutcomeSchema.nullable(),
    }),
  ),
})
export type PackingCut = z.infer<typeof packingCutSchema>

export const packingListLineSchema = z.object({
  name: z.string(),
  /** Issue 31: the product's lines by choices and unit (product lines only; not bundles). */
  cuts: z.array(packingCutSchema).optional(),
  /**
   * Grams of our own product the day's orders ordered: the cutter's target, which stays
   * as ordered after weighing (issue 28 §8); null for a hosted-store item.
   */
  grams: z.int().nullable(),
  /**
   * The grams as they stand once any of its lines was weighed (packed weights, and the
   * ordered weight of lines not weighed yet); null while none was, and for hosted items.
   */
  packedGrams: z.int().nullable(),
  /**
   * For a product priced by packed weight: each order line of it on this day, where
   * staff record the weight packed (bundles' contents are not weighed); else empty.
   */
  weighedLines: z.array(packingWeighedLineSchema),
  /** Items of a hosted-store product; null for our own products. */
  units: z.int().nullable(),
})
export type PackingListLine = z.infer<typeof packingListLineSchema>

/** `GET /api/admin/deliveries?date=`: the day's work. Cancelled orders are left out. */
export const deliveryDaySchema = z.object({
  date: z.string(),
  orderCount: z.int(),
  groups: z.array(deliveryGroupSchema),
  packingList: z.array(packingListLineSchema),
})
export type DeliveryDay = z.infer<typeof deliveryDaySchema>

// ---------------------------------------------------------------------------
// Packing slips (issue 28 §9, editor and admin)

const slipWindowMessage = 'Choose a delivery window'

/**
 * `POST /api/admin/deliveries/slips`: a day's slips, or one window's ('540-720': its
 * start and end in minutes of the Manila day, as `slipWindowParam` writes it).
 */
export const deliverySlipsRequestSchema = z.object({
  date: isoDateSchema('Choose a date'),
  window: z
    .string({ message: slipWindowMessage })
    .max(9, { message: slipWindowMessage, abort: true })
    .regex(/^\d{1,4}-\d{1,4}$/, slipWindowMessage)
    .transform((text) => {
      const [startsMinute, endsMinute] = text.split('-').map(Number) as [number, number]
      return { startsMinute, endsMinute }
    })
    .refine(
      (w) => w.startsMinute < w.endsMinute && w.endsMinute <= MINUTES_PER_DAY,
      slipWindowMessage,
    )
    .optional(),
})
export type DeliverySlipsRequest = z.input<typeof deliverySlipsRequestSchema>

/** One order's slip: what the rider needs at the door, and the QR of its status link. */
export const deliverySlipSchema = deliveryOrderRowSchema.extend({
  zoneName: z.string(),
  startsMinute: z.int(),
  endsMinute: z.int(),
  /** `/orders/<token>` on the configured site origin, freshly minted for this print. */
  statusUrl: z.string(),
  /** The QR code of `statusUrl` as one SVG path in a `0 0 size size` view box. */
  qr: z.object({ size: z.int(), path: z.string() }),
})
export type DeliverySlip = z.infer<typeof deliverySlipSchema>

/** `POST /api/admin/deliveries/slips`: the slips of a day, or of one window of it. */
export const deliverySlipsSchema = z.object({
  date: z.string(),
  window: z.object({ startsMinute: z.int(), endsMinute: z.int() }).nullable(),
  slips: z.array(deliverySlipSchema),
})
export type DeliverySlips = z.infer<typeof deliverySlipsSchema>
