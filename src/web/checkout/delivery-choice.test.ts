import { describe, expect, it } from 'vitest'
import type { DeliverySlotDate } from '#shared/delivery-schedule.ts'
import {
  choiceOnDate,
  chosenArrival,
  earliestChoice,
  isFullDate,
  keptOrEarliest,
  serverNow,
} from './delivery-choice.ts'

const morning = { id: 1, startsMinute: 540, endsMinute: 720 }
const afternoon = { id: 2, startsMinute: 780, endsMinute: 1020 }

/** Thu Nov 26: morning full; Fri Nov 27: both full; Sat Nov 28: both open. */
const dates: DeliverySlotDate[] = [
  {
    date: '2026-11-26',
    windows: [
      { ...morning, full: true },
      { ...afternoon, full: false },
    ],
  },
  {
    date: '2026-11-27',
    windows: [
      { ...morning, full: true },
      { ...afternoon, full: true },
    ],
  },
  {
    date: '2026-11-28',
    windows: [
      { ...morning, full: false },
      { ...afternoon, full: false },
    ],
  },
]

describe('the checkout delivery choice', () => {
  it('preselects the earliest window with a place left', () => {
    expect(earliestChoice(dates)).toEqual({ date: '2026-11-26', windowId: 2 })
    expect(keptOrEarliest(dates, {})).toEqual({ date: '2026-11-26', windowId: 2 })
    expect(earliestChoice([dates[1]!])).toBeNull()
    expect(earliestChoice([])).toBeNull()
  })

  it("keeps the shopper's choice while it is open, else goes back to the earliest", () => {
    expect(keptOrEarliest(dates, { date: '2026-11-28', windowId: 1 })).toEqual({
      date: '2026-11-28',
      windowId: 1,
    })
    // Filled up (the 409 path), gone (the cutoff passed), another zone's window.
    for (const gone of [
      { date: '2026-11-26', windowId: 1 },
      { date: '2026-11-25', windowId: 2 },
      { date: '2026-11-28', windowId: 99 },
    ])
      expect(keptOrEarliest(dates, gone)).toEqual({ date: '2026-11-26', windowId: 2 })
  })

  it('keeps the time of day when another date is chosen, else that date’s first open window', () => {
    expect(choiceOnDate(dates, '2026-11-28', 1)).toEqual({ date: '2026-11-28', windowId: 1 })
    expect(choiceOnDate(dates, '2026-11-26', 1)).toEqual({ date: '2026-11-26', windowId: 2 })
    expect(choiceOnDate(dates, '2026-11-28', undefined)).toEqual({
      date: '2026-11-28',
      windowId: 1,
    })
    expect(choiceOnDate(dates, '2026-11-27', 2)).toEqual({
      date: '2026-11-27',
      windowId: undefined,
    })
  })

  it('lists a date whose every window is full as full', () => {
    expect(dates.map(isFullDate)).toEqual([false, true, false])
  })

  it("labels from the server's today in Manila, whatever the device's zone", () => {
    // Noon in Manila is 04:00 UTC the same day: the Manila date holds in every zone's reading.
    expect(serverNow({ today: '2026-11-25' }).toISOString()).toBe('2026-11-25T04:00:00.000Z')
    const slots = { zoneId: 1, today: '2026-11-26', dates }
    expect(chosenArrival(slots, '2026-11-26', 2)).toBe('Arrives today, 1:00 PM – 5:00 PM')
    expect(chosenArrival(slots, '2026-11-28', 1)).toBe('Arrives Sat, Nov 28, 9:00 AM – 12:00 PM')
    expect(chosenArrival({ ...slots, today: '2026-11-25' }, '2026-11-26', 2)).toBe(
      'Arrives Thu, Nov 26, 1:00 PM – 5:00 PM',
    )
  })

  it('says nothing until an open window is chosen', () => {
    const slots = { zoneId: 1, today: '2026-11-26', dates }
    expect(chosenArrival(undefined, '2026-11-26', 2)).toBeNull()
    expect(chosenArrival(slots, undefined, undefined)).toBeNull()
    expect(chosenArrival(slots, '2026-11-26', 1)).toBeNull()
  })
})
