import { describe, expect, it } from 'vitest'
import { sameDayAnswer } from './same-day-answer.ts'

describe("the FAQ's same-day answer", () => {
  it('names the earliest cutoff and the zones offering same-day delivery', () => {
    expect(sameDayAnswer({ cutoffMinute: 840, zoneNames: ['Metro Manila'] })).toBe(
      'Yes. Orders placed before 2 PM are delivered the same day in Metro Manila; later orders arrive the next day.',
    )
    expect(sameDayAnswer({ cutoffMinute: 810, zoneNames: ['Metro Manila', 'Cavite'] })).toBe(
      'Yes. Orders placed before 1:30 PM are delivered the same day in Metro Manila and Cavite; later orders arrive the next day.',
    )
    expect(
      sameDayAnswer({ cutoffMinute: 720, zoneNames: ['Metro Manila', 'Cavite', 'Laguna'] }),
    ).toContain('before 12 PM are delivered the same day in Metro Manila, Cavite and Laguna;')
  })

  it('promises the next day when no zone offers same-day delivery', () => {
    expect(sameDayAnswer(null)).toBe(
      'Orders arrive from the next day. Choose your delivery date and time at checkout.',
    )
  })
})
