import { describe, expect, it } from 'vitest'
import type { ExportOrder } from './admin-order-repo.ts'
import { csvFileName, neutraliseFormula, ordersCsv } from './orders-csv.ts'

describe('neutraliseFormula', () => {
  it.each(['=1+1', '+63 917', '-5', '@SUM(A1)', '\t=1', '\r=1'])('prefixes %j', (cell) => {
    expect(neutraliseFormula(cell)).toBe(`'${cell}`)
  })
  it.each(['Juan', 'E2E-1', '', "'quoted"])('leaves %j alone', (cell) => {
    expect(neutraliseFormula(cell)).toBe(cell)
  })
})

const order: ExportOrder = {
  orderId: 'E2E-1700000000000',
  customerName: 'Niño, "Tito"',
  customerEmail: 'nino@example.com',
  customerPhone: '0917 000 0000',
  phoneVerified: true,
  textUpdates: true,
  address: 'a',
  city: 'b',
  postalCode: 'c',
  province: null,
  barangay: null,
  psgcCityCode: null,
  psgcBarangayCode: null,
  landmark: null,
  deliveryInstructions: null,
  shippingAddress: 'a, b, c',
  zoneName: 'Metro Manila',
  zoneId: 1,
  deliveryDate: '2023-11-16',
  deliveryWindowId: 1,
  deliveryStartsMinute: 540,
  deliveryEndsMinute: 720,
  deliveryHeld: true,
  paymentMethod: 'gcash',
  payAfterWeigh: false,
  packedWeightTolerancePercent: null,
  paymentState: 'verified',
  paymentDueAt: null,
  paymentRemindedAt: null,
  status: 'shipped',
  subtotalCentavos: 123_456,
  deliveryFeeCentavos: 0,
  totalCentavos: 123_456,
  estimatedTotalCentavos: 123_456,
  packingVersion: 0,
  packedAt: null,
  paidCentavos: 123_456,
  balanceSettledAt: null,
  balanceSettledByName: null,
  balanceSettledCentavos: 0,
  idempotencyKey: null,
  stockHeld: true,
  phoneKey: '9170000000',
  clientKey: '127.0.0.1',
  createdAt: new Date('2023-11-14T22:13:20Z'),
  updatedAt: new Date('2023-11-14T22:13:20Z'),
  items: [
    { name: 'Pork Belly (Liempo)', unit: '500g', quantity: 2 },
    { name: 'Grill Master Bundle', unit: null, quantity: 1 },
  ],
}

describe('ordersCsv', () => {
  it('writes a BOM, Manila dates, the delivery date and window, item summaries and pesos with 2 decimals', () => {
    const csv = ordersCsv([order])
    expect(csv.startsWith('\uFEFFOrder ID,')).toBe(true)
    expect(csv.split('\r\n')[1]).toBe(
      'E2E-1700000000000,2023-11-15 06:13,"Niño, ""Tito""",nino@example.com,0917 000 0000,"a, b, c",Metro Manila,2023-11-16,9:00 AM – 12:00 PM,GCash,Paid,Shipped/Ready,,,2 × Pork Belly (Liempo) 500g; 1 × Grill Master Bundle,1234.56,0.00,1234.56,1234.56',
    )
  })
  it('leaves the delivery cells empty for an order from before delivery dates', () => {
    const [header, row] = ordersCsv([
      {
        ...order,
        deliveryDate: null,
        deliveryWindowId: null,
        deliveryStartsMinute: null,
        deliveryEndsMinute: null,
        deliveryHeld: false,
      },
    ]).split('\r\n')
    expect(header).toBe(
      '\uFEFFOrder ID,Date,Customer,Email,Phone,Address,Zone,Delivery Date,Delivery Time,Payment Method,Payment,Status,Online Method,Payment ID,Items,Subtotal,Delivery,Total,Estimated Total',
    )
    expect(row).toContain(',Metro Manila,,,GCash,')
  })
  it('says whether the money is in: verified GCash paid, unverified awaiting, cash to collect until delivered', () => {
    const payment = (o: Partial<ExportOrder>) =>
      ordersCsv([{ ...order, customerName: 'Ana', shippingAddress: 'a', ...o }])
        .split('\r\n')[1]!
        .split(',')[10]
    expect(payment({})).toBe('Paid')
    expect(payment({ paymentState: 'awaiting', status: 'pending' })).toBe('Awaiting payment')
    expect(payment({ paymentState: 'submitted', status: 'processing' })).toBe('Awaiting payment')
    expect(payment({ paymentMethod: 'cod', paymentState: 'none', status: 'shipped' })).toBe(
      'COD: collect',
    )
    expect(payment({ paymentMethod: 'cod', paymentState: 'none', status: 'completed' })).toBe(
      'Paid',
    )
    expect(payment({ status: 'cancelled' })).toBe('Cancelled')
  })
  it('names the method and payment id of an order paid online, formula-safe', () => {
    const cells = (o: Partial<ExportOrder>) =>
      ordersCsv([{ ...order, customerName: 'Ana', shippingAddress: 'a', ...o }])
        .split('\r\n')[1]!
        .split(',')
        .slice(9, 14)
    expect(
      cells({
        paymentMethod: 'online',
        onlinePaymentId: 'pay_abc123',
        onlineMethodType: 'paymaya',
      }),
    ).toEqual(['Online payment (PayMongo)', 'Paid', 'Shipped/Ready', 'Maya', 'pay_abc123'])
    expect(
      cells({ paymentMethod: 'online', onlinePaymentId: '=pay', onlineMethodType: 'shopee_pay' }),
    ).toEqual(['Online payment (PayMongo)', 'Paid', 'Shipped/Ready', 'ShopeePay', "'=pay"])
    // Waiting for its payment: no id yet.
    expect(
      cells({
        paymentMethod: 'online',
        paymentState: 'awaiting',
        status: 'pending',
        onlinePaymentId: null,
      }),
    ).toEqual(['Online payment (PayMongo)', 'Awaiting payment', 'Pending', '', ''])
  })
  it('writes the final total with the estimate beside it', () => {
    const [, row] = ordersCsv([
      { ...order, subtotalCentavos: 129_406, totalCentavos: 129_406, packedAt: new Date() },
    ]).split('\r\n')
    expect(row!.endsWith(',1294.06,0.00,1294.06,1234.56')).toBe(true)
  })
  it('names the file by the Manila date', () => {
    expect(csvFileName(new Date('2024-01-31T17:00:00Z'))).toBe('orders-2024-02-01.csv')
  })
})
