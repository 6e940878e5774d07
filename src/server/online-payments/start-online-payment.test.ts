import { describe, expect, it } from 'vitest'
import { GATEWAY_ASK_INTERVAL_MS, mayAskGateway } from './online-payment-status.ts'
import { lineItemName, paymentLineItems, returnUrls } from './start-online-payment.ts'

const line = (over: Partial<Parameters<typeof lineItemName>[0]> = {}) => ({
  name: 'Ribeye Steak',
  quantity: 1,
  unit: 'kg' as const,
  weightGrams: 1_000,
  packedGrams: null,
  averagePieceGrams: null,
  lineTotalCentavos: 120_000,
  ...over,
})

describe('lineItemName', () => {
  it('names the weight or count the shopper pays for', () => {
    expect(lineItemName(line({ quantity: 3, unit: '500g' }))).toBe('Ribeye Steak — 1.5 kg')
    expect(lineItemName(line({ packedGrams: 1_080 }))).toBe('Ribeye Steak — 1.08 kg')
    expect(lineItemName(line({ unit: 'piece', quantity: 2, averagePieceGrams: 350 }))).toBe(
      'Ribeye Steak — 2 pcs (about 700 g)',
    )
    expect(lineItemName(line({ name: 'Grill Bundle', unit: null, quantity: 1 }))).toBe(
      'Grill Bundle',
    )
    expect(lineItemName(line({ name: 'Grill Bundle', unit: null, quantity: 2 }))).toBe(
      'Grill Bundle — 2 pcs',
    )
  })
})

describe('paymentLineItems', () => {
  const order = { orderId: 'E2E-1764300000000', deliveryFeeCentavos: 15_000 }

  it('lists each line at its total and the delivery fee, summing to what is asked', () => {
    const items = paymentLineItems(
      order,
      [line(), line({ name: 'Sirloin', lineTotalCentavos: 60_000 })],
      195_000,
    )
    expect(items).toEqual([
      { name: 'Ribeye Steak — 1 kg', amountCentavos: 120_000, quantity: 1 },
      { name: 'Sirloin — 1 kg', amountCentavos: 60_000, quantity: 1 },
      { name: 'Delivery fee', amountCentavos: 15_000, quantity: 1 },
    ])
  })

  it('asks for the whole order in one item when the lines do not add up to it', () => {
    expect(paymentLineItems(order, [line()], 140_000)).toEqual([
      { name: 'Order E2E-1764300000000', amountCentavos: 140_000, quantity: 1 },
    ])
  })

  it('leaves out lines that cost nothing (a line that ran out)', () => {
    const items = paymentLineItems(
      { ...order, deliveryFeeCentavos: 0 },
      [line(), line({ name: 'Gone', lineTotalCentavos: 0 })],
      120_000,
    )
    expect(items.map((i) => i.name)).toEqual(['Ribeye Steak — 1 kg'])
  })
})

describe('returnUrls', () => {
  it("come back to the order's page on the configured origin", () => {
    expect(returnUrls('https://shop.example/', 'A'.repeat(22))).toEqual({
      successUrl: `https://shop.example/orders/${'A'.repeat(22)}?payment=returned`,
      cancelUrl: `https://shop.example/orders/${'A'.repeat(22)}?payment=cancelled`,
    })
  })
})

describe('mayAskGateway', () => {
  it('lets one question per attempt through every few seconds', () => {
    const at = 1_000_000
    expect(mayAskGateway('cs_unit_a', at)).toBe(true)
    expect(mayAskGateway('cs_unit_a', at + 1_000)).toBe(false)
    expect(mayAskGateway('cs_unit_b', at + 1_000)).toBe(true)
    expect(mayAskGateway('cs_unit_a', at + GATEWAY_ASK_INTERVAL_MS)).toBe(true)
  })
})
