import { describe, expect, it } from 'vitest'
import {
  arrivesText,
  bookedKey,
  checkDeliverySlot,
  deliveryDateLabel,
  deliveryMessages,
  deliverySlots,
  deliveryText,
  earliestOpenSlot,
  formatDeliveryDate,
  formatDeliveryWindow,
  formatMinuteOfDayShort,
  isIsoDate,
  manilaMinuteOfDay,
  refusalError,
  type ScheduleContext,
  type SlotRefusal,
  weekdayOf,
  type ZoneScheduleRule,
} from './delivery-schedule.ts'
import { formatMinuteOfDay } from './manila-time.ts'

// Windows 9–12, 1–5 PM and 5–8 PM, as Metro Manila starts with.
const MORNING = 1
const AFTERNOON = 2
const EVENING = 3

/** Metro Manila: same-day before 2 PM, every day, 2 hours of preparation, 14 days ahead. */
const sameDayZone: ZoneScheduleRule = {
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  sameDay: true,
  sameDayCutoffMinute: 14 * 60,
  prepMinutes: 120,
  bookingDays: 14,
  windows: [
    { id: MORNING, startsMinute: 540, endsMinute: 720, capacity: 15 },
    { id: AFTERNOON, startsMinute: 780, endsMinute: 1020, capacity: 15 },
    { id: EVENING, startsMinute: 1020, endsMinute: 1200, capacity: 10 },
  ],
}

/** Greater Manila Area: from the next day, Monday to Saturday. */
const nextDayZone: ZoneScheduleRule = {
  ...sameDayZone,
  weekdays: [1, 2, 3, 4, 5, 6],
  sameDay: false,
  windows: sameDayZone.windows.slice(0, 2),
}

/** An instant given as Manila wall-clock time. */
const manila = (dateTime: string) => new Date(`${dateTime}+08:00`)

function ctx(now: Date, extra: Partial<ScheduleContext> = {}): ScheduleContext {
  return { now, closedDates: new Set(), booked: new Map(), ...extra }
}

const check = (
  schedule: ZoneScheduleRule,
  now: Date,
  date: string,
  windowId: number,
  extra: Partial<ScheduleContext> = {},
) => checkDeliverySlot(schedule, ctx(now, extra), date, windowId)

describe('the same-day cutoff (2:00 PM Manila)', () => {
  it('takes a same-day order at 1:59 PM and refuses it at 2:00 PM', () => {
    expect(check(sameDayZone, manila('2026-11-27T13:59:00'), '2026-11-27', EVENING)).toBeNull()
    expect(check(sameDayZone, manila('2026-11-27T14:00:00'), '2026-11-27', EVENING)).toBe(
      'cutoff_passed',
    )
    // The cutoff is only about today: tomorrow stays open.
    expect(check(sameDayZone, manila('2026-11-27T14:00:00'), '2026-11-28', MORNING)).toBeNull()
  })

  it('reads the minute in Manila while the server runs in UTC (06:00 UTC is 2:00 PM)', () => {
    expect(manilaMinuteOfDay(new Date('2026-11-27T05:59:00Z'))).toBe(13 * 60 + 59)
    expect(manilaMinuteOfDay(new Date('2026-11-27T06:00:00Z'))).toBe(14 * 60)
    expect(manilaMinuteOfDay(new Date('2026-11-27T16:00:00Z'))).toBe(0)
  })

  it('after the cutoff, the slots start the next day', () => {
    const slots = deliverySlots(sameDayZone, ctx(manila('2026-11-27T14:00:00')))
    expect(slots[0]?.date).toBe('2026-11-28')
  })

  it('a zone without same-day delivery refuses today at any hour', () => {
    expect(check(nextDayZone, manila('2026-11-27T06:00:00'), '2026-11-27', AFTERNOON)).toBe(
      'same_day_unavailable',
    )
  })
})

describe('midnight in Manila while UTC is still the previous day', () => {
  it('at 11:59 PM Manila (15:59 UTC) today is still Friday', () => {
    const now = new Date('2026-11-27T15:59:00Z')
    expect(check(sameDayZone, now, '2026-11-27', EVENING)).toBe('cutoff_passed')
    expect(check(sameDayZone, now, '2026-11-28', MORNING)).toBeNull()
  })

  it('at 12:00 AM Manila (16:00 UTC, still the 27th in UTC) Friday has passed and Saturday is today', () => {
    const now = new Date('2026-11-27T16:00:00Z')
    expect(check(sameDayZone, now, '2026-11-27', EVENING)).toBe('past')
    expect(check(sameDayZone, now, '2026-11-28', MORNING)).toBeNull()
    const slots = deliverySlots(sameDayZone, ctx(now))
    expect(slots[0]).toEqual({
      date: '2026-11-28',
      windows: sameDayZone.windows.map((w) => ({
        id: w.id,
        startsMinute: w.startsMinute,
        endsMinute: w.endsMinute,
        full: false,
      })),
    })
    expect(arrivesText({ date: '2026-11-28', startsMinute: 540, endsMinute: 720 }, now)).toBe(
      'Arrives today, 9:00 AM – 12:00 PM',
    )
  })
})

describe('the preparation time', () => {
  // Each window is bookable at `lastChance` (Manila) and passed a minute later.
  it.each([
    {
      test: 'a window can be booked until its start minus the preparation time',
      prepMinutes: 120,
      lastChance: '2026-11-27T11:00:00',
      tooLate: '2026-11-27T11:01:00',
      date: '2026-11-27',
      windowId: AFTERNOON,
    },
    {
      test: 'without preparation time, a window can be booked until it starts',
      prepMinutes: 0,
      lastChance: '2026-11-27T13:00:00',
      tooLate: '2026-11-27T13:01:00',
      date: '2026-11-27',
      windowId: AFTERNOON,
    },
    {
      // 9:00 AM Saturday is exactly 10 hours after 11:00 PM Friday.
      test: 'the preparation time runs across midnight',
      prepMinutes: 600,
      lastChance: '2026-11-27T23:00:00',
      tooLate: '2026-11-27T23:01:00',
      date: '2026-11-28',
      windowId: MORNING,
    },
  ])('$test', ({ prepMinutes, lastChance, tooLate, date, windowId }) => {
    const zone = { ...sameDayZone, prepMinutes }
    expect(check(zone, manila(lastChance), date, windowId)).toBeNull()
    expect(check(zone, manila(tooLate), date, windowId)).toBe('window_passed')
  })

  it("today's slots leave out the windows that have passed", () => {
    const slots = deliverySlots(sameDayZone, ctx(manila('2026-11-27T10:00:00')))
    expect(slots[0]?.date).toBe('2026-11-27')
    expect(slots[0]?.windows.map((w) => w.id)).toEqual([AFTERNOON, EVENING])
  })
})

describe('closed dates, weekdays and the horizon', () => {
  const now = manila('2026-11-27T10:00:00')

  it('a closed date is refused and absent from the slots', () => {
    const closed = { closedDates: new Set(['2026-12-02']) }
    expect(check(sameDayZone, now, '2026-12-02', MORNING, closed)).toBe('closed')
    const dates = deliverySlots(sameDayZone, ctx(now, closed)).map((d) => d.date)
    expect(dates).toContain('2026-12-01')
    expect(dates).not.toContain('2026-12-02')
    expect(dates).toContain('2026-12-03')
  })

  it('a zone delivering Monday to Saturday refuses Sunday', () => {
    expect(weekdayOf('2026-11-29')).toBe(0)
    expect(weekdayOf('2026-11-28')).toBe(6)
    expect(check(nextDayZone, now, '2026-11-29', MORNING)).toBe('not_delivery_day')
    expect(check(nextDayZone, now, '2026-11-30', MORNING)).toBeNull()
    const dates = deliverySlots(nextDayZone, ctx(now)).map((d) => d.date)
    expect(dates.slice(0, 3)).toEqual(['2026-11-28', '2026-11-30', '2026-12-01'])
    expect(dates.map(weekdayOf)).not.toContain(0)
  })

  it("books the horizon's last day (today + 14) and refuses the day after", () => {
    expect(check(sameDayZone, now, '2026-12-11', EVENING)).toBeNull()
    expect(check(sameDayZone, now, '2026-12-12', MORNING)).toBe('beyond_horizon')
    const dates = deliverySlots(sameDayZone, ctx(now)).map((d) => d.date)
    expect(dates).toHaveLength(15)
    expect(dates.at(-1)).toBe('2026-12-11')
  })

  it('refuses a window of another zone', () => {
    expect(check(nextDayZone, now, '2026-11-28', EVENING)).toBe('unknown_window')
    expect(check(sameDayZone, now, '2026-11-28', 999)).toBe('unknown_window')
  })

  it('refuses a date in the past', () => {
    expect(check(sameDayZone, now, '2026-11-26', MORNING)).toBe('past')
  })
})

describe('the year end', () => {
  it('runs from 2026-12-31 into 2027-01-01, with the horizon in the new year', () => {
    const now = manila('2026-12-31T10:00:00')
    expect(check(sameDayZone, now, '2026-12-31', AFTERNOON)).toBeNull()
    expect(check(sameDayZone, now, '2027-01-01', MORNING)).toBeNull()
    expect(check(sameDayZone, now, '2027-01-14', MORNING)).toBeNull()
    expect(check(sameDayZone, now, '2027-01-15', MORNING)).toBe('beyond_horizon')
    const newYear = { closedDates: new Set(['2027-01-01']) }
    expect(check(sameDayZone, now, '2027-01-01', MORNING, newYear)).toBe('closed')
    const dates = deliverySlots(sameDayZone, ctx(now, newYear)).map((d) => d.date)
    expect(dates.slice(0, 2)).toEqual(['2026-12-31', '2027-01-02'])
  })

  it('at 12:30 AM on New Year’s Day in Manila (Dec 31 in UTC) the old year has passed', () => {
    const now = new Date('2026-12-31T16:30:00Z')
    expect(check(nextDayZone, now, '2026-12-31', MORNING)).toBe('past')
    expect(check(nextDayZone, now, '2027-01-01', MORNING)).toBe('same_day_unavailable')
    expect(check(nextDayZone, now, '2027-01-02', MORNING)).toBeNull()
    expect(deliverySlots(nextDayZone, ctx(now))[0]?.date).toBe('2027-01-02')
  })
})

describe('capacity', () => {
  const now = manila('2026-11-27T10:00:00')

  it('a window with every place taken is full, shown but not the earliest open one', () => {
    const booked = new Map([
      [bookedKey(AFTERNOON, '2026-11-27'), 15],
      [bookedKey(EVENING, '2026-11-27'), 9],
    ])
    expect(check(sameDayZone, now, '2026-11-27', AFTERNOON, { booked })).toBe('full')
    expect(check(sameDayZone, now, '2026-11-27', EVENING, { booked })).toBeNull()
    const slots = deliverySlots(sameDayZone, ctx(now, { booked }))
    expect(slots[0]?.windows.map((w) => w.full)).toEqual([true, false])
    expect(earliestOpenSlot(slots)).toEqual({
      date: '2026-11-27',
      window: { id: EVENING, startsMinute: 1020, endsMinute: 1200, full: false },
    })
  })

  it('a window of capacity 0 is always full; no open window at all gives null', () => {
    const closedZone = {
      ...sameDayZone,
      windows: sameDayZone.windows.map((w) => ({ ...w, capacity: 0 })),
    }
    const slots = deliverySlots(closedZone, ctx(now))
    expect(slots.length).toBeGreaterThan(0)
    expect(earliestOpenSlot(slots)).toBeNull()
    expect(earliestOpenSlot([])).toBeNull()
  })
})

describe('staff moving an order', () => {
  const now = manila('2026-11-27T15:00:00')
  const staff = { forStaff: true }

  it('ignores the cutoff, the preparation time and the shopper’s horizon, not a window already over', () => {
    expect(check(sameDayZone, now, '2026-11-27', EVENING, staff)).toBeNull()
    expect(check(sameDayZone, now, '2026-11-27', AFTERNOON, staff)).toBeNull()
    expect(check(sameDayZone, now, '2026-11-27', MORNING, staff)).toBe('window_passed')
    expect(check(sameDayZone, now, '2027-01-26', MORNING, staff)).toBeNull()
    expect(check(sameDayZone, now, '2027-01-27', MORNING, staff)).toBe('beyond_horizon')
    expect(check(nextDayZone, now, '2026-11-29', MORNING, staff)).toBe('not_delivery_day')
  })
})

describe('formatting', () => {
  it('writes minutes of the day on a 12-hour clock, noon and midnight included', () => {
    expect(formatMinuteOfDay(0)).toBe('12:00 AM')
    expect(formatMinuteOfDay(540)).toBe('9:00 AM')
    expect(formatMinuteOfDay(720)).toBe('12:00 PM')
    expect(formatMinuteOfDay(750)).toBe('12:30 PM')
    expect(formatMinuteOfDay(1020)).toBe('5:00 PM')
    expect(formatMinuteOfDay(1439)).toBe('11:59 PM')
    expect(formatMinuteOfDay(1440)).toBe('12:00 AM')
    expect(formatMinuteOfDayShort(840)).toBe('2 PM')
    expect(formatMinuteOfDayShort(870)).toBe('2:30 PM')
  })

  it('writes windows, dates and the two arrival sentences', () => {
    expect(formatDeliveryWindow({ startsMinute: 540, endsMinute: 720 })).toBe('9:00 AM – 12:00 PM')
    expect(formatDeliveryWindow({ startsMinute: 1200, endsMinute: 1440 })).toBe(
      '8:00 PM – 12:00 AM',
    )
    expect(formatDeliveryDate('2026-11-28')).toBe('Sat, Nov 28')
    expect(formatDeliveryDate('2027-01-01')).toBe('Fri, Jan 1')
    const now = manila('2026-11-27T10:00:00')
    expect(arrivesText({ date: '2026-11-27', startsMinute: 780, endsMinute: 1020 }, now)).toBe(
      'Arrives today, 1:00 PM – 5:00 PM',
    )
    expect(arrivesText({ date: '2026-11-28', startsMinute: 540, endsMinute: 720 }, now)).toBe(
      'Arrives Sat, Nov 28, 9:00 AM – 12:00 PM',
    )
    expect(deliveryText({ date: '2026-11-28', startsMinute: 540, endsMinute: 720 })).toBe(
      'Sat, Nov 28, 9:00 AM – 12:00 PM',
    )
    expect(deliveryDateLabel('2026-11-27', now)).toBe('Today')
    expect(deliveryDateLabel('2026-11-28', now)).toBe('Sat, Nov 28')
  })
})

describe('dates as typed', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2026-11-28')).toBe(true)
    expect(isIsoDate('2028-02-29')).toBe(true)
    expect(isIsoDate('2027-02-29')).toBe(false)
    expect(isIsoDate('2026-02-30')).toBe(false)
    expect(isIsoDate('2026-11-28T00:00')).toBe(false)
    expect(isIsoDate('28/11/2026')).toBe(false)
  })
})

describe('refusalError', () => {
  it('is 422 for what a date or window can never be, 409 for what time or others took', () => {
    const cases: [SlotRefusal, 409 | 422, string, string][] = [
      ['past', 422, 'deliveryDate', deliveryMessages.past],
      ['beyond_horizon', 422, 'deliveryDate', deliveryMessages.beyondHorizon],
      ['closed', 422, 'deliveryDate', deliveryMessages.closed],
      ['not_delivery_day', 422, 'deliveryDate', deliveryMessages.notDeliveryDay],
      ['same_day_unavailable', 422, 'deliveryDate', deliveryMessages.sameDayUnavailable],
      ['unknown_window', 422, 'deliveryWindowId', deliveryMessages.unknownWindow],
      ['cutoff_passed', 409, 'deliveryDate', deliveryMessages.cutoffPassed],
      ['window_passed', 409, 'deliveryWindowId', deliveryMessages.windowPassed],
      ['full', 409, 'deliveryWindowId', deliveryMessages.full],
    ]
    for (const [refusal, status, field, message] of cases)
      expect(refusalError(refusal)).toEqual({ status, field, message })
    expect(deliveryMessages.full).toBe('That delivery time just filled up. Please choose another.')
    expect(deliveryMessages.cutoffPassed).toBe(
      'Same-day delivery has closed for today. Please choose another time.',
    )
  })
})
