import { describe, expect, it } from 'vitest'
import { fixtureProduct, fixtureVariantStock } from '#tests/support/hosted-store/hosted-fixtures.ts'
import { mapHostedListItem, mapHostedProduct } from './map-hosted-product.ts'

describe('mapHostedProduct (reference answer)', () => {
  const product = mapHostedProduct(fixtureProduct(), fixtureVariantStock())

  it('computes each variant price and formatted prices from prices[0]', () => {
    const [a, b, c] = product.variants
    expect(a).toMatchObject({
      price_in_cents: 450000,
      sale_price_in_cents: null,
      currency: 'php',
      formatted_price: '₱4,500.00',
      formatted_sale_price: null,
    })
    expect(b).toMatchObject({
      price_in_cents: 480000,
      sale_price_in_cents: 420000,
      formatted_price: '₱4,800.00',
      formatted_sale_price: '₱4,200.00',
    })
    expect(c?.formatted_price).toBe('₱8,800.00')
  })

  it('shows the cheapest sale-or-regular price for lowest_price_first', () => {
    expect(product.price_variant_id).toBe('variant_01B')
    expect(product.price_in_cents).toBe(420000)
    expect(product.currency).toBe('php')
  })

  it('shows the first variant otherwise', () => {
    const raw = { ...fixtureProduct(), site_product_selection: 'first_variant' }
    const mapped = mapHostedProduct(raw)
    expect(mapped.price_variant_id).toBe('variant_01A')
    expect(mapped.price_in_cents).toBe(450000)
  })

  it('treats a missing selection as lowest_price_first', () => {
    const mapped = mapHostedProduct({ ...fixtureProduct(), site_product_selection: null })
    expect(mapped.price_variant_id).toBe('variant_01B')
  })

  it('sorts images and additional info by order; the thumbnail is the cover', () => {
    const raw = fixtureProduct()
    raw.media = [...(raw.media ?? [])].reverse()
    const mapped = mapHostedProduct(raw)
    expect(mapped.images.map((i) => i.order)).toEqual([0, 1, 2])
    expect(mapped.image).toBe('https://cdn.example.com/wagyu-1.jpg')
    expect(product.additional_info.map((a) => a.title)).toEqual(['Delivery', 'Storage'])
  })

  it('uses the SEO description for the meta description', () => {
    expect(product.seo_description).toBe(
      'A5 wagyu striploin and ribeye gift box, delivered frozen.',
    )
  })

  it('keeps the plain fields and the sanitised description', () => {
    expect(product).toMatchObject({
      id: 'prod_01JZ8Q6W3KWAGYU',
      title: 'Wagyu Gift Box',
      ribbon_text: 'Bestseller',
      purchasable: true,
      type: { value: 'physical' },
      collections: [{ product_id: 'prod_01JZ8Q6W3KWAGYU', collection_id: 'pcol_01', order: 1 }],
      custom_fields: [{ id: 'cf_01', title: 'Gift message', is_required: false }],
    })
    expect(product.description).toContain('<strong>A5 wagyu</strong>')
    expect(product.description).toContain('<li>Keep frozen</li>')
  })
})

describe('inventory from the variants call', () => {
  it('overwrites the product quantities, keeping 0 as 0 and null as null', () => {
    const mapped = mapHostedProduct(fixtureProduct(), [
      { id: 'variant_01A', inventory_quantity: 0 },
      { id: 'variant_01B', inventory_quantity: 7 },
      { id: 'variant_01C', inventory_quantity: null },
    ])
    expect(mapped.variants.map((v) => v.inventory_quantity)).toEqual([0, 7, null])
  })

  it('leaves a variant missing from the answer with its own quantity', () => {
    const mapped = mapHostedProduct(fixtureProduct(), [
      { id: 'variant_01A', inventory_quantity: 3 },
    ])
    expect(mapped.variants.map((v) => v.inventory_quantity)).toEqual([3, 2, null])
  })
})

describe('option values', () => {
  it('lists each value once even when the answer repeats it per variant', () => {
    const raw = fixtureProduct()
    const values = raw.options?.[0]?.values ?? []
    raw.options = [{ id: 'opt_01', title: 'Style', values: [...values, ...values] }]
    const mapped = mapHostedProduct(raw)
    expect(mapped.options[0]?.values.map((v) => v.value)).toEqual([
      'Striploin 500 g',
      'Ribeye 500 g',
      'Duo 1 kg',
    ])
  })
})

describe('sanitising descriptions', () => {
  it('removes scripts, event handlers and javascript: links, keeps safe links', () => {
    const raw = fixtureProduct()
    raw.description =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">bad</a><a href="https://example.com">good</a>' +
      '<iframe src="https://evil.example"></iframe><p style="color:red">styled</p>'
    raw.additional_info = [
      {
        id: 'x',
        order: 0,
        title: 'T',
        description: '<b onmouseover="x()">b</b><script>1</script>',
      },
    ]
    const mapped = mapHostedProduct(raw)
    for (const html of [mapped.description, mapped.additional_info[0]?.description ?? '']) {
      expect(html).not.toMatch(/<script|onerror|onclick|onmouseover|javascript:|<iframe|style=/i)
    }
    expect(mapped.description).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">good</a>',
    )
    expect(mapped.description).toContain('<p>Hi</p>')
  })

  it('cuts a long description to 160 characters on a word for the meta', () => {
    const raw = fixtureProduct()
    raw.seo_settings = null
    raw.description = `<p>${'Tender wagyu '.repeat(30)}</p>`
    const { seo_description } = mapHostedProduct(raw)
    expect(seo_description.length).toBeLessThanOrEqual(160)
    expect(seo_description).toMatch(/^Tender wagyu .*\w…$/)
  })
})

describe('faulty answers give a valid product, never a throw', () => {
  it('a product without variants or images has no price and cannot be bought', () => {
    const mapped = mapHostedProduct({ id: 'p1', title: 'Empty', purchasable: true })
    expect(mapped).toMatchObject({
      price_in_cents: null,
      price_variant_id: null,
      purchasable: false,
      images: [],
      image: null,
      currency: 'eur',
      variants: [],
      seo_description: 'Empty',
    })
  })

  it('drops a variant without prices and defaults a missing currency to eur', () => {
    const raw = fixtureProduct()
    const [a, b] = raw.variants ?? []
    raw.variants = [
      { ...a, prices: [] },
      { ...b, prices: [{ amount: 1000, sale_amount: null }] },
    ]
    const mapped = mapHostedProduct(raw)
    expect(mapped.variants.map((v) => v.id)).toEqual(['variant_01B'])
    expect(mapped.variants[0]).toMatchObject({ currency: 'eur', formatted_price: '€10.00' })
  })

  it('skips stray nulls in the lists', () => {
    const raw = fixtureProduct() as unknown as Record<string, unknown[]>
    for (const field of ['variants', 'media', 'additional_info', 'options']) raw[field]?.push(null)
    const mapped = mapHostedProduct(raw as never)
    expect(mapped.variants).toHaveLength(3)
    expect(mapped.images).toHaveLength(3)
  })

  it('formats an unknown currency by its code', () => {
    const raw = fixtureProduct()
    raw.variants = [{ id: 'v', title: 'V', prices: [{ amount: 2500, currency_code: 'XTS' }] }]
    const mapped = mapHostedProduct(raw)
    expect(mapped.currency).toBe('xts')
    expect(mapped.variants[0]?.formatted_price).toBe('XTS 25.00')
  })
})

describe('mapHostedListItem', () => {
  it('reads images instead of media and carries the shown price', () => {
    const { media, ...rest } = fixtureProduct()
    const item = mapHostedListItem({ ...rest, thumbnail: null, images: media })
    expect(item).toMatchObject({
      id: 'prod_01JZ8Q6W3KWAGYU',
      image: 'https://cdn.example.com/wagyu-1.jpg',
      price_in_cents: 480000,
      sale_price_in_cents: 420000,
      formatted_price: '₱4,800.00',
      formatted_sale_price: '₱4,200.00',
      currency: 'php',
      purchasable: true,
    })
  })
})

describe('mapHostedProduct (text fields that are not text)', () => {
  // The service is another party: a number or an object where a string belongs once
  // reached the page's meta code (`value.replace is not a function`) and answered 500.
  const odd = {
    title: 42,
    subtitle: { html: 'x' },
    ribbon_text: 7,
    thumbnail: ['a.jpg'],
    status: 1,
  }
  const product = mapHostedProduct({ ...fixtureProduct(), ...odd } as never, fixtureVariantStock())

  it('reads them as no text, so the product still maps', () => {
    expect(product.title).toBe('')
    expect(product.subtitle).toBeNull()
    expect(product.ribbon_text).toBeNull()
    expect(product.status).toBe('published')
    expect(typeof product.image === 'string' || product.image === null).toBe(true)
    expect(product.seo_description).not.toBe('')
  })
})
