import type { RawProduct, RawVariantStock } from '#server/hosted-store/hosted-raw.ts'

/** The hosted store service's raw answers to the product and variants calls, as it sends them. */
export function fixtureProduct(): RawProduct {
  return structuredClone(productAnswer.product) as RawProduct
}

export function fixtureVariantStock(): RawVariantStock[] {
  return structuredClone(variantsAnswer.variants)
}

const productAnswer = {
  product: {
    id: 'prod_01JZ8Q6W3KWAGYU',
    title: 'Wagyu Gift Box',
    subtitle: 'A5 striploin and ribeye, vacuum packed',
    ribbon_text: 'Bestseller',
    description:
      '<p>Hand-cut <strong>A5 wagyu</strong>, packed on the day of delivery.</p><ul><li>Keep frozen</li><li>Thaw overnight in the fridge</li></ul>',
    thumbnail: 'https://cdn.example.com/wagyu-1.jpg',
    status: 'published',
    purchasable: true,
    order: 3,
    site_product_selection: 'lowest_price_first',
    type: {
      id: 'ptyp_01',
      value: 'physical',
    },
    media: [
      {
        url: 'https://cdn.example.com/wagyu-1.jpg',
        order: 0,
        type: 'image',
      },
      {
        url: 'https://cdn.example.com/wagyu-2.jpg',
        order: 1,
        type: 'image',
      },
      {
        url: 'https://cdn.example.com/wagyu-3.jpg',
        order: 2,
        type: 'image',
      },
    ],
    options: [
      {
        id: 'opt_01',
        title: 'Style',
        values: [
          styleValue('optval_01', 'variant_01A', 'Striploin 500 g'),
          styleValue('optval_02', 'variant_01B', 'Ribeye 500 g'),
          styleValue('optval_03', 'variant_01C', 'Duo 1 kg'),
        ],
      },
    ],
    variants: [
      {
        id: 'variant_01A',
        title: 'Striploin 500 g',
        image_url: null,
        sku: 'WGY-STR-500',
        manage_inventory: true,
        weight: 500,
        inventory_quantity: 12,
        prices: [phpPrice(450000, null)],
        options: [styleValue('optval_01', 'variant_01A', 'Striploin 500 g')],
      },
      {
        id: 'variant_01B',
        title: 'Ribeye 500 g',
        image_url: 'https://cdn.example.com/wagyu-2.jpg',
        sku: 'WGY-RIB-500',
        manage_inventory: true,
        weight: 500,
        inventory_quantity: 2,
        prices: [phpPrice(480000, 420000)],
        options: [styleValue('optval_02', 'variant_01B', 'Ribeye 500 g')],
      },
      {
        id: 'variant_01C',
        title: 'Duo 1 kg',
        image_url: 'https://cdn.example.com/wagyu-3.jpg',
        sku: null,
        manage_inventory: false,
        weight: 1000,
        inventory_quantity: null,
        prices: [phpPrice(880000, null)],
        options: [styleValue('optval_03', 'variant_01C', 'Duo 1 kg')],
      },
    ],
    product_collections: [
      {
        product_id: 'prod_01JZ8Q6W3KWAGYU',
        collection_id: 'pcol_01',
        order: 1,
      },
    ],
    additional_info: [
      {
        id: 'pai_02',
        order: 1,
        title: 'Storage',
        description: '<p>Keep frozen at -18 °C for up to 6 months.</p>',
      },
      {
        id: 'pai_01',
        order: 0,
        title: 'Delivery',
        description: '<p>Same-day delivery in Metro Manila for orders before 2 PM.</p>',
      },
    ],
    custom_fields: [
      {
        id: 'cf_01',
        title: 'Gift message',
        is_required: false,
      },
    ],
    related_products: [
      {
        id: 'rel_01',
        section_title: 'You may also like',
        related_type: 'similar',
        related_id: 'prod_01JZ8Q7777',
        position: 0,
      },
    ],
    seo_settings: {
      slug: 'wagyu-gift-box',
      description: 'A5 wagyu striploin and ribeye gift box, delivered frozen.',
    },
    metadata: {},
    created_at: '2026-03-02T10:15:00.000Z',
    updated_at: '2026-06-11T08:00:00.000Z',
    deleted_at: null,
  },
}

const variantsAnswer = {
  variants: [
    {
      id: 'variant_01A',
      inventory_quantity: 12,
    },
    {
      id: 'variant_01B',
      inventory_quantity: 2,
    },
    {
      id: 'variant_01C',
      inventory_quantity: null,
    },
  ],
}

/** One price in Philippine pesos, as the service sends it (a fresh object each call). */
function phpPrice(amount: number, saleAmount: number | null) {
  return {
    amount,
    sale_amount: saleAmount,
    currency_code: 'php',
    currency: {
      code: 'php',
      symbol: '₱',
      symbol_native: '₱',
      name: 'Philippine Peso',
      name_plural: 'Philippine pesos',
      decimal_digits: 2,
      rounding: 0,
      min_amount: 2000,
      template: '₱$1',
    },
  }
}

/** One value of the product's "Style" option (opt_01), tied to its variant. */
function styleValue(id: string, variantId: string, value: string) {
  return { id, option_id: 'opt_01', variant_id: variantId, value }
}
