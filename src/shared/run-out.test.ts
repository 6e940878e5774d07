import { describe, expect, it } from 'vitest'
import { needsCustomerCall, slipItemExtras, slipItemName } from './packing-slip.ts'
import { allowedRunOutActions, runOutMessages } from './run-out.ts'

describe('what staff may do with a line that ran out', () => {
  it("offers exactly the shopper's choice", () => {
    expect(allowedRunOutActions('substitute', null)).toEqual(['replace'])
    expect(allowedRunOutActions('remove', null)).toEqual(['remove'])
    expect(allowedRunOutActions('call', null)).toEqual(['call'])
  })

  it("after 'Call the customer', removing or replacing as agreed; nothing once done", () => {
    expect(allowedRunOutActions('call', 'call_customer')).toEqual(['remove', 'replace'])
    expect(allowedRunOutActions('remove', 'removed')).toEqual([])
    expect(allowedRunOutActions('substitute', 'replaced')).toEqual([])
  })

  it('names the price per kg a replacement may not pass', () => {
    expect(runOutMessages.notCheaper(120_000)).toBe('Pick a product at ₱1,200.00/kg or less')
  })
})

describe('a line as staff print it (issue 31)', () => {
  const line = {
    name: 'Ribeye',
    variantTitle: null,
    choices: [{ choiceLabel: '1.5 in' }, { choiceLabel: 'Fat on' }],
    note: '<b>2 bags</b>',
    ifRunsOut: 'remove' as const,
    runOutOutcome: null,
  }

  it('names it with its choices, and says its note (as text) and run-out choice', () => {
    expect(slipItemName(line)).toBe('Ribeye, 1.5 in, fat on')
    expect(slipItemExtras(line)).toEqual([
      'Special instructions: <b>2 bags</b>',
      'If this runs out: Remove it and refund',
    ])
  })

  it('says what was done instead, and flags the order to call', () => {
    expect(slipItemExtras({ ...line, runOutOutcome: 'call_customer' })).toContain(
      'Call the customer',
    )
    expect(needsCustomerCall({ items: [{ runOutOutcome: 'call_customer' }] })).toBe(true)
    expect(needsCustomerCall({ items: [{ runOutOutcome: null }] })).toBe(false)
  })
})
