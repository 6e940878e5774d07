import { describe, expect, it } from 'vitest'
import type { DeliveryDay } from '#shared/schemas/delivery.ts'
import { deliveriesCsv, packingListCsv } from './deliveries-csv.ts'

const day: DeliveryDay = {
  date: '2026-11-28',
  orderCount: 1,
  groups: [
    {
      startsMinute: 1020,
      endsMinute: 1200,
      zoneName: 'Metro Manila',
      orders: [
        {
          orderId: 'E2E-1795572000001',
          status: 'paid',
          customerName: 'Niño, "Tito"',
          customerPhone: '+63 917 000 0001',
          shippingAddress: '=12 Mabini St',
          paymentMethod: 'gcash',
          totalCentavos: 123_450,
          items: [
            { name: 'Pork Belly (Liempo)', quantity: 2, unit: '500g' },
            { name: 'Grill Box', quantity: 1, unit: null },
          ],
        },
      ],
    },
  ],
  packingList: [
    { name: 'Pork Belly (Liempo)', grams: 1_250, units: null, weighedLines: [] },
    { name: '-Hot Sauce', grams: null, units: 4, weighedLines: [] },
  ],
}

const lines = (csv: string) => csv.replace('\uFEFF', '').trimEnd().split('\r\n')

describe('deliveriesCsv', () => {
  it('writes a BOM, the window, pesos with 2 decimals and formula-safe text', () => {
    const csv = deliveriesCsv(day)
    expect(csv.startsWith('\uFEFFWindow,')).toBe(true)
    expect(lines(csv)[1]).toBe(
      `5:00 PM – 8:00 PM,Metro Manila,E2E-1795572000001,"Niño, ""Tito""",'+63 917 000 0001,'=12 Mabini St,GCash,1234.50,2 × Pork Belly (Liempo) 500g; 1 × Grill Box`,
    )
  })
})

describe('packingListCsv', () => {
  it('writes kilograms with 3 decimals for products and a count for hosted items', () => {
    expect(lines(packingListCsv(day))).toEqual([
      'Product,Kilograms,Units',
      'Pork Belly (Liempo),1.250,',
      "'-Hot Sauce,,4",
    ])
  })
})
