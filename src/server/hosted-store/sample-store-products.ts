import type { RawPrice, RawProduct, RawVariant } from './hosted-raw.ts'

/**
 * The built-in sample store's products, in the raw shape of the hosted store
 * service (tests/support/hosted-store/hosted-fixtures.ts keeps its raw answers). The Wagyu Gift Box is the
 * reference answer; the others cover the remaining cases the page must handle:
 * a sale on a single variant at 0 stock, untracked stock with the first variant's
 * price shown, and a product that cannot be bought. Images are our own samples.
 */
const img = (name: string) => `/images/samples/${name}.svg`

const php = (amount: number, saleAmount: number | null = null): RawPrice[] => [
  {
    amount,
    sale_amount: saleAmount,
    currency_code: 'php',
    currency: {
      code: 'php',
      symbol: '₱',
      symbol_native: '₱',
      decimal_digits: 2,
      template: '₱$1',
    },
  },
]

function variant(
  optionId: string,
  v: Omit<RawVariant, 'options'> & { id: string; title: string },
): RawVariant {
  return {
    ...v,
    options: [{ id: `${v.id}_val`, option_id: optionId, variant_id: v.id, value: v.title }],
  }
}

/** The option listing each variant's value once per variant, as the service does. */
function styleOption(optionId: string, variants: RawVariant[]) {
  return { id: optionId, title: 'Style', values: variants.flatMap((v) => v.options ?? []) }
}

const wagyuVariants = [
  variant('opt_01', {
    id: 'variant_01A',
    title: 'Striploin 500 g',
    image_url: null,
    sku: 'WGY-STR-500',
    manage_inventory: true,
    weight: 500,
    inventory_quantity: 12,
    prices: php(450000),
  }),
  variant('opt_01', {
    id: 'variant_01B',
    title: 'Ribeye 500 g',
    image_url: img('bundle-grill'),
    sku: 'WGY-RIB-500',
    manage_inventory: true,
    weight: 500,
    inventory_quantity: 2,
    prices: php(480000, 420000),
  }),
  variant('opt_01', {
    id: 'variant_01C',
    title: 'Duo 1 kg',
    image_url: img('category-beef'),
    sku: null,
    manage_inventory: false,
    weight: 1000,
    inventory_quantity: null,
    prices: php(880000),
  }),
]

const prawnVariants = [
  variant('opt_02', {
    id: 'variant_02A',
    title: 'Party tray 1 kg',
    image_url: img('product-prawns'),
    sku: 'PRW-TRAY-1',
    manage_inventory: false,
    weight: 1000,
    inventory_quantity: null,
    prices: php(189000),
  }),
  variant('opt_02', {
    id: 'variant_02B',
    title: 'Family tray 500 g',
    image_url: img('category-seafood'),
    sku: 'PRW-TRAY-05',
    manage_inventory: false,
    weight: 500,
    inventory_quantity: null,
    prices: php(99500),
  }),
]

const common = {
  status: 'published',
  type: { value: 'physical' },
  product_collections: [],
  custom_fields: [],
  related_products: [],
  metadata: {},
  created_at: '2026-03-02T10:15:00.000Z',
  updated_at: '2026-06-11T08:00:00.000Z',
  deleted_at: null,
}

export const sampleStoreProducts: RawProduct[] = [
  {
    ...common,
    id: 'prod_01JZ8Q6W3KWAGYU',
    title: 'Wagyu Gift Box',
    subtitle: 'A5 striploin and ribeye, vacuum packed',
    ribbon_text: 'Bestseller',
    description:
      '<p>Hand-cut <strong>A5 wagyu</strong>, packed on the day of delivery.</p><ul><li>Keep frozen</li><li>Thaw overnight in the fridge</li></ul>',
    thumbnail: img('product-ribeye'),
    purchasable: true,
    order: 3,
    site_product_selection: 'lowest_price_first',
    media: [
      { url: img('bundle-grill'), order: 1, type: 'image' },
      { url: img('product-ribeye'), order: 0, type: 'image' },
      { url: img('category-beef'), order: 2, type: 'image' },
    ],
    options: [styleOption('opt_01', wagyuVariants)],
    variants: wagyuVariants,
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
    seo_settings: {
      slug: 'wagyu-gift-box',
      description: 'A5 wagyu striploin and ribeye gift box, delivered frozen.',
    },
  },
  {
    ...common,
    id: 'prod_01SAMPLELIEMPO',
    title: 'Liempo Roast Slab',
    subtitle: 'Skin-on pork belly, scored for crackling',
    ribbon_text: 'Sale',
    description:
      '<p>A whole slab of <em>liempo</em>, scored and ready for the oven or the grill.</p>',
    thumbnail: img('product-liempo'),
    purchasable: true,
    order: 1,
    site_product_selection: null,
    media: [{ url: img('product-liempo'), order: 0, type: 'image' }],
    options: [],
    variants: [
      {
        id: 'variant_03A',
        title: 'Slab 1.5 kg',
        image_url: null,
        sku: 'LMP-SLAB',
        manage_inventory: true,
        weight: 1500,
        // Out of stock: 0 must stay 0, not become "not tracked".
        inventory_quantity: 0,
        prices: php(120000, 99900),
        options: [],
      },
    ],
    additional_info: [],
    seo_settings: null,
  },
  {
    ...common,
    id: 'prod_01SAMPLEPRAWNS',
    title: 'Garlic Prawn Party Tray',
    subtitle: 'Tiger prawns, peeled and deveined',
    ribbon_text: null,
    // The script and handler show the sanitiser at work: neither reaches a browser.
    description:
      '<p>Peeled tiger prawns with garlic butter, ready to pan-fry.</p><script>window.__hostedScriptRan = true</script><img src="x" onerror="window.__hostedScriptRan = true">',
    thumbnail: img('product-prawns'),
    purchasable: true,
    order: 2,
    site_product_selection: 'first_variant',
    media: [
      { url: img('product-prawns'), order: 0, type: 'image' },
      { url: img('category-seafood'), order: 1, type: 'image' },
    ],
    options: [styleOption('opt_02', prawnVariants)],
    variants: prawnVariants,
    additional_info: [
      {
        id: 'pai_10',
        order: 0,
        title: 'Delivery',
        description: '<p>Delivered chilled, never frozen.</p>',
      },
    ],
    seo_settings: null,
  },
  {
    ...common,
    id: 'prod_01SAMPLECHICKEN',
    title: 'Free-Range Whole Chicken',
    subtitle: 'From a farm in Batangas',
    ribbon_text: 'Coming soon',
    description: '<p>Slow-grown free-range chicken. Back in the shop soon.</p>',
    thumbnail: img('product-chicken'),
    purchasable: false,
    order: 4,
    site_product_selection: 'lowest_price_first',
    media: [{ url: img('product-chicken'), order: 0, type: 'image' }],
    options: [],
    variants: [
      {
        id: 'variant_04A',
        title: 'Whole bird 1.6 kg',
        image_url: null,
        sku: 'CHK-WHOLE',
        manage_inventory: true,
        weight: 1600,
        inventory_quantity: 5,
        prices: php(54000),
        options: [],
      },
    ],
    additional_info: [],
    seo_settings: null,
  },
]

/** Stock as the variants call reports it (fresher than the product's own). */
export const sampleStoreStock: Record<string, number | null> = {
  variant_01A: 12,
  variant_01B: 2,
  variant_01C: null,
  variant_02A: null,
  variant_02B: null,
  variant_03A: 0,
  variant_04A: 5,
}
