import { describe, expect, it } from 'vitest'
import {
  invalidEmailAddresses,
  notificationSettingsInputSchema,
  splitEmailList,
} from './admin-notifications.ts'
import { allOrderTextsOn } from './settings.ts'

describe('notification email lists', () => {
  it('splits on commas, trims, and ignores empty entries', () => {
    expect(splitEmailList(' a@x.ph ,b@y.ph,, ')).toEqual(['a@x.ph', 'b@y.ph'])
    expect(splitEmailList(['a@x.ph, b@y.ph', 'c@z.ph'])).toEqual(['a@x.ph', 'b@y.ph', 'c@z.ph'])
  })

  it('lists every address that fails the subscriber pattern', () => {
    expect(invalidEmailAddresses(['ok@x.ph', 'a@', 'b@c', 'has space@x.ph'])).toEqual([
      'a@',
      'b@c',
      'has space@x.ph',
    ])
  })

  it('defaults the new-order switch to on and the optional fields to empty', () => {
    expect(notificationSettingsInputSchema.parse({ notificationEmails: 'a@x.ph' })).toEqual({
      notificationEmails: ['a@x.ph'],
      fromName: '',
      replyTo: '',
      newOrderEmails: true,
      orderTexts: allOrderTextsOn,
    })
  })
})
