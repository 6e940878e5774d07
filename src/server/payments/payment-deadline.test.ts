import { describe, expect, it } from 'vitest'
import {
  deadlineCancelNote,
  MIN_HOURS_AFTER_REJECTION,
  paymentDueAfterRejection,
  paymentDueAt,
  reminderAt,
} from './payment-deadline.ts'

describe('paymentDueAt', () => {
  it('adds whole hours to the start of the period', () => {
    const from = new Date('2030-03-04T01:02:03.456Z')
    expect(paymentDueAt(from, 24)).toEqual(new Date('2030-03-05T01:02:03.456Z'))
    expect(paymentDueAt(from, 1)).toEqual(new Date('2030-03-04T02:02:03.456Z'))
    expect(paymentDueAt(from, 168)).toEqual(new Date('2030-03-11T01:02:03.456Z'))
  })
})

describe('paymentDueAfterRejection', () => {
  const hour = 3_600_000
  const rejectedAt = new Date('2030-03-06T09:00:00Z')
  const at = (base: Date, hours: number) => new Date(base.getTime() + hours * hour)

  it('gives back what was left of the period when the proof was sent, from the rejection', () => {
    const dueAt = new Date('2030-03-05T01:00:00Z')
    // Sent 10 hours before the deadline, rejected a day later: 10 hours from now.
    const submittedAt = at(dueAt, -10)
    expect(paymentDueAfterRejection({ rejectedAt, dueAt, submittedAt, hours: 24 })).toEqual(
      at(rejectedAt, 10),
    )
    // Sent right after placing: the whole period again.
    expect(
      paymentDueAfterRejection({ rejectedAt, dueAt, submittedAt: at(dueAt, -24), hours: 24 }),
    ).toEqual(at(rejectedAt, 24))
  })

  it('gives at least 6 hours, however little was left', () => {
    expect(MIN_HOURS_AFTER_REJECTION).toBe(6)
    const dueAt = new Date('2030-03-05T01:00:00Z')
    for (const before of [5.99, 1, 1 / 60, 0]) {
      expect(
        paymentDueAfterRejection({ rejectedAt, dueAt, submittedAt: at(dueAt, -before), hours: 24 }),
      ).toEqual(at(rejectedAt, 6))
    }
    expect(
      paymentDueAfterRejection({ rejectedAt, dueAt, submittedAt: at(dueAt, -6), hours: 24 }),
    ).toEqual(at(rejectedAt, 6))
    expect(
      paymentDueAfterRejection({ rejectedAt, dueAt, submittedAt: at(dueAt, -6.5), hours: 24 }),
    ).toEqual(at(rejectedAt, 6.5))
  })

  it('counts nothing left for a proof sent after the deadline (it waited for staff)', () => {
    const dueAt = new Date('2030-03-05T01:00:00Z')
    expect(
      paymentDueAfterRejection({ rejectedAt, dueAt, submittedAt: at(dueAt, 30), hours: 24 }),
    ).toEqual(at(rejectedAt, 6))
  })

  it('gives 6 hours even when the deadline setting is shorter', () => {
    const dueAt = new Date('2030-03-05T01:00:00Z')
    expect(
      paymentDueAfterRejection({ rejectedAt, dueAt, submittedAt: at(dueAt, -1), hours: 1 }),
    ).toEqual(at(rejectedAt, 6))
  })

  it('gives the full period to an order that never had a deadline', () => {
    expect(
      paymentDueAfterRejection({ rejectedAt, dueAt: null, submittedAt: rejectedAt, hours: 48 }),
    ).toEqual(at(rejectedAt, 48))
  })
})

describe('reminderAt', () => {
  it('is halfway through the period that ends at the deadline', () => {
    const due = new Date('2030-03-05T01:00:00Z')
    expect(reminderAt(due, 24)).toEqual(new Date('2030-03-04T13:00:00Z'))
    expect(reminderAt(due, 1)).toEqual(new Date('2030-03-05T00:30:00Z'))
    expect(reminderAt(due, 5)).toEqual(new Date('2030-03-04T22:30:00Z'))
  })

  it('of a due time from paymentDueAt is from + hours / 2', () => {
    const from = new Date('2030-03-04T01:00:00Z')
    expect(reminderAt(paymentDueAt(from, 24), 24)).toEqual(new Date('2030-03-04T13:00:00Z'))
  })
})

describe('deadlineCancelNote', () => {
  it('names the hours', () => {
    expect(deadlineCancelNote(24)).toBe('Cancelled: no GCash payment was received within 24 hours.')
    expect(deadlineCancelNote(1)).toBe('Cancelled: no GCash payment was received within 1 hour.')
  })
})
