import { describe, expect, it } from 'vitest'
import { INVALID_EMAIL_MESSAGE, subscriberEmailSchema } from '#shared/schemas/subscribers.ts'
import { INVALID_EMAIL_TEXT, normalizeSubscriberEmail } from './subscriber-email.ts'

const samples = [
  'juan@example.ph',
  '  Juan.Dela.Cruz@Example.PH ',
  'a@b.co',
  'no-at-sign.ph',
  'two@@example.ph',
  'spa ce@example.ph',
  'missing@tld',
  '@example.ph',
  'juan@example.',
  '',
  '   ',
  `${'x'.repeat(250)}@e.ph`,
]

describe('the footer email check agrees with the server schema', () => {
  it.each(samples)('%j', (input) => {
    const server = subscriberEmailSchema.safeParse(input)
    expect(normalizeSubscriberEmail(input)).toBe(server.success ? server.data : null)
  })

  it('shows the same message as the server', () => {
    expect(INVALID_EMAIL_TEXT).toBe(INVALID_EMAIL_MESSAGE)
  })
})
