// What the checkout benches put in a fresh shop before they measure: the zone its
// first start seeded and products of their own, written with the server stopped.

/** The first delivery zone that checkout offers on a running server. */
export async function firstZoneId(server) {
  const options = await (await fetch(`${server.base}/api/checkout/options`)).json()
  return options.zones[0].id
}

/**
 * `count` beef products at ₱500/kg with `stockGrams` each, named
 * "`name` product n" with SKU "`sku`-n"; resolves with their ids in that order.
 */
export async function insertBenchProducts(db, { name, sku, count, stockGrams }) {
  const ids = []
  for (let i = 0; i < count; i++) {
    const [row] = await db.query(
      `insert into products (name, category, cut_type, price_centavos, sku, stock_grams, min_order_grams)
       values ($1, 'beef', 'Bench cut', 50000, $2, $3, 1000) returning id`,
      [`${name} product ${i + 1}`, `${sku}-${i + 1}`, stockGrams],
    )
    ids.push(row.id)
  }
  return ids
}

/**
 * A cash-on-delivery order of 1 kg of `productId` from `who` ({ email, phone }) to
 * Makati City, Poblacion (PSGC), which Metro Manila, the zone the benches book,
 * serves (issue 28 §10: the zone follows from the city).
 */
export function benchOrder(who, productId, idempotencyKey) {
  return {
    fullName: 'Bench Shopper',
    email: who.email,
    phone: who.phone,
    address: '1 Bench St',
    provinceCode: '1300000000',
    cityCode: '1380300000',
    barangayCode: '1380300020',
    paymentMethod: 'cod',
    lines: [{ kind: 'product', productId, unit: 'kg', quantity: 1 }],
    idempotencyKey,
  }
}
