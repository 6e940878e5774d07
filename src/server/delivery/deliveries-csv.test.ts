import { describe, expect, it } from 'vitest'
import type { DeliveryDay, DeliveryOrderRow } from '#shared/schemas/delivery.ts'
import { deliveriesCsv, packingListCsv } from './deliveries-csv.ts'

const order: DeliveryOrderRow = {
  orderId: 'E2E-1795572000001',
  status: 'paid',
  customerName: 'Niño, "Tito"',
  customerPhone: '+63 917 000 0001',
  shippingAddress: '=12 Mabini St',
  address: '=12 Mabini St',
  city: 'Makati',
  postalCode: '1200',
  province: null,
  barangay: null,
  landmark: null,
  deliveryInstructions: null,
  paymentMethod: 'gcash',
  paymentState: 'verified',
  readiness: 'paid',
  cashToCollectCentavos: 0,
  balanceDueCentavos: 0,
  totalCentavos: 123_450,
  grams: 1_070,
  items: [
    {
      name: 'Pork Belly (Liempo)',
      variantTitle: null,
      quantity: 2,
      unit: '500g',
      packedGrams: 1_070,
    },
    { name: 'Grill Box', variantTitle: 'Size: Large', quantity: 1, unit: null, packedGrams: null },
  ],
}

const day: DeliveryDay = {
  date: '2026-11-28',
  orderCount: 2,
  groups: [
    {
      startsMinute: 1020,
      endsMinute: 1200,
      zoneName: 'Metro Manila',
      orders: [
        order,
        {
          ...order,
          orderId: 'E2E-1795572000002',
          customerName: 'Ana',
          address: '7 Rizal Ave',
          province: 'Cavite',
          barangay: 'Molino III',
          city: 'Bacoor',
          postalCode: '4102',
          landmark: 'Across the 7-Eleven',
          deliveryInstructions: 'Leave with the guard',
          paymentMethod: 'cod',
          paymentState: 'none',
          status: 'pending',
          readiness: 'cod',
          cashToCollectCentavos: 105_950,
          balanceDueCentavos: 0,
          totalCentavos: 105_950,
          grams: 1_000,
          items: [
            { name: 'Ribeye', variantTitle: null, quantity: 1, unit: 'kg', packedGrams: null },
          ],
        },
      ],
      totals: { orders: 2, grams: 2_070, cashToCollectCentavos: 105_950 },
    },
  ],
  packingList: [
    {
      name: 'Pork Belly (Liempo)',
      grams: 1_000,
      packedGrams: 1_070,
      units: null,
      weighedLines: [],
    },
    { name: 'Ribeye', grams: 1_000, packedGrams: null, units: null, weighedLines: [] },
    { name: '-Hot Sauce', grams: null, packedGrams: null, units: 4, weighedLines: [] },
  ],
}

const lines = (csv: string) => csv.replace('\uFEFF', '').trimEnd().split('\r\n')

describe('deliveriesCsv', () => {
  it('writes a BOM, the window, the payment standing, cash to collect, pesos with 2 decimals and formula-safe text', () => {
    const csv = deliveriesCsv(day)
    expect(csv.startsWith('\uFEFFWindow,')).toBe(true)
    expect(lines(csv)[0]).toBe(
      'Window,Zone,Order ID,Customer,Phone,Address,Landmark,Delivery Instructions,Payment Method,Payment,Cash to Collect,Kilograms,Total,Items',
    )
    expect(lines(csv)[1]).toBe(
      `5:00 PM – 8:00 PM,Metro Manila,E2E-1795572000001,"Niño, ""Tito""",'+63 917 000 0001,'=12 Mabini St,,,GCash,Paid,0.00,1.070,1234.50,"2 × 500 g Pork Belly (Liempo), packed 1.070 kg; 1 × Grill Box (Size: Large)"`,
    )
  })

  it('writes the full address with barangay, the landmark and instructions, and the cash to collect', () => {
    expect(lines(deliveriesCsv(day))[2]).toBe(
      '5:00 PM – 8:00 PM,Metro Manila,E2E-1795572000002,Ana,\'+63 917 000 0001,"7 Rizal Ave, Molino III, Bacoor, Cavite 4102",Across the 7-Eleven,Leave with the guard,Cash on Delivery,COD: collect,1059.50,1.000,1059.50,1 × 1 kg Ribeye',
    )
  })
})

describe('packingListCsv', () => {
  it('fills the units of every line, keeps the ordered kilograms and writes the packed ones beside', () => {
    expect(lines(packingListCsv(day))).toEqual([
      'Product,Quantity,Units,Packed Kilograms',
      'Pork Belly (Liempo),1.000,kg,1.070',
      'Ribeye,1.000,kg,',
      "'-Hot Sauce,4,items,",
    ])
  })
})
