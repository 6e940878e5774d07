import { describe, expect, it } from 'vitest'
import { deadlineCancelNote, paymentDueAt, reminderAt } from './payment-deadline.ts'

describe('paymentDueAt', () => {
  it('adds whole hours to the start of the period', () => {
    const from = new Date('2030-03-04T01:02:03.456Z')
    expect(paymentDueAt(from, 24)).toEqual(new Date('2030-03-05T01:02:03.456Z'))
    expect(paymentDueAt(from, 1)).toEqual(new Date('2030-03-04T02:02:03.456Z'))
    expect(paymentDueAt(from, 168)).toEqual(new Date('2030-03-11T01:02:03.456Z'))
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
