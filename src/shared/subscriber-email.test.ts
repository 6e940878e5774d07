import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { subscriberEmailSchema } from '#shared/schemas/subscribers.ts'
import { INVALID_EMAIL_MESSAGE, normalizeSubscriberEmail } from './subscriber-email.ts'

/** The prototype's pattern (docs/product-rules.md §5), which backtracked quadratically. */
const prototypePattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

describe('the subscriber email rule', () => {
  it.each([
    ['juan@example.ph', 'juan@example.ph'],
    ['  Juan.Dela.Cruz@Example.PH ', 'juan.dela.cruz@example.ph'],
    ['a@b.co', 'a@b.co'],
    ['first.last+news@mail.shop.com.ph', 'first.last+news@mail.shop.com.ph'],
    ['niño@halimbawa.ph', 'niño@halimbawa.ph'],
  ])('takes %j', (input, stored) => {
    expect(normalizeSubscriberEmail(input)).toBe(stored)
  })

  it.each([
    'no-at-sign.ph',
    'two@@example.ph',
    'a@b@example.ph',
    'spa ce@example.ph',
    'missing@tld',
    '@example.ph',
    'juan@example.',
    'juan@.ph',
    '',
    `${'x'.repeat(250)}@e.ph`,
    'a@'.repeat(50_000),
  ])('refuses %j', (input) => {
    expect(normalizeSubscriberEmail(input)).toBeNull()
  })

  it('takes and refuses exactly what the prototype pattern did', () => {
    const text = fc.string({
      unit: fc.constantFrom('a', 'b', '.', '@', ' ', '\t', 'é'),
      maxLength: 14,
    })
    fc.assert(
      fc.property(text, (input) => {
        const email = input.trim().toLowerCase()
        expect(normalizeSubscriberEmail(input)).toBe(prototypePattern.test(email) ? email : null)
      }),
      { numRuns: 5000 },
    )
  })

  it('stops at the length check: a huge field gets one message and reaches no pattern', () => {
    const huge = `juan@${'x'.repeat(1_000_000)}`
    const result = subscriberEmailSchema.safeParse(huge)
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: 'too_big', message: INVALID_EMAIL_MESSAGE }),
    ])
  })
})
