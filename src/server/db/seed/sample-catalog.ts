import type { OptionChoice, OptionGroup } from '#shared/preparation.ts'
import { deriveTags } from '#shared/product-tags.ts'

/**
 * The sample shop of docs/product-rules.md §9: four products, one per category
 * (850, 320 less 40/kg, 180 and 650 per kg; stock 25, 50, 0 and 15 kg; the ribeye
 * and the liempo with optional preparation options), a bundle,
 * recipes that use the products, a week-long promo and two shipping zones.
 * Images are our own SVGs in src/web/public/images/samples.
 */
const img = (name: string) => `/images/samples/${name}.svg`

/** A choice offered today; `extra` in centavos per kilogram. */
const choice = (id: string, label: string, extra = 0): OptionChoice => ({
  id,
  label,
  extraPerKgCentavos: extra,
  available: true,
})

/**
 * Preparation options (issue 31 §1), all optional so a product card's quick add (no
 * choices) still buys the product as it comes. Ids are fixed, so tests can name them.
 */
const ribeyeOptions: OptionGroup[] = [
  {
    id: 'thickness',
    name: 'Thickness',
    required: false,
    choices: [
      choice('thick1in', '1 in'),
      choice('thick15in', '1.5 in'),
      choice('thick2in', '2 in'),
    ],
  },
  {
    id: 'trim',
    name: 'Trim',
    required: false,
    choices: [choice('faton', 'Fat on'), choice('trimmed', 'Trimmed')],
  },
]
const liempoOptions: OptionGroup[] = [
  {
    id: 'cut',
    name: 'Cut',
    required: false,
    choices: [
      choice('wholeslab', 'Whole slab'),
      choice('inihaw', 'Sliced for inihaw'),
      choice('adobo', 'Cubed for adobo'),
      choice('ground', 'Ground', 2_000),
    ],
  },
]

const baseProducts = [
  {
    key: 'ribeye',
    name: 'Premium Ribeye Steak',
    category: 'beef' as const,
    cutType: 'Ribeye',
    priceCentavos: 85_000,
    discountPerKgCentavos: 0,
    sku: 'BEEF-RIB-001',
    stockGrams: 25_000,
    origin: 'Batangas',
    description:
      'Well-marbled ribeye from grass-fed Batangas cattle, dry-aged for 21 days and cut to 1-inch steaks. Rich, buttery and ideal for the grill or a hot cast-iron pan.',
    tags: ['NEW'],
    minOrderGrams: 1_000,
    allergens: 'None',
    // Steaks, slabs and prawns are weighed when packed; a whole chicken is sold as it comes.
    pricedByPackedWeight: true,
    optionGroups: ribeyeOptions,
    image: img('product-ribeye'),
  },
  {
    key: 'liempo',
    name: 'Pork Belly (Liempo)',
    category: 'pork' as const,
    cutType: 'Belly',
    priceCentavos: 32_000,
    discountPerKgCentavos: 4_000,
    sku: 'PORK-BLY-001',
    stockGrams: 50_000,
    origin: 'Local',
    description:
      'Skin-on pork belly with even layers of fat and meat, sliced for inihaw na liempo or left whole for lechon kawali.',
    tags: ['NEW'],
    minOrderGrams: 500,
    allergens: 'None',
    pricedByPackedWeight: true,
    optionGroups: liempoOptions,
    image: img('product-liempo'),
  },
  {
    key: 'chicken',
    name: 'Free-Range Whole Chicken',
    category: 'chicken' as const,
    cutType: 'Whole',
    priceCentavos: 18_000,
    discountPerKgCentavos: 0,
    sku: 'CHKN-WHL-001',
    stockGrams: 0,
    origin: 'Laguna',
    description:
      'Free-range chicken raised on small Laguna farms, cleaned and ready to roast, braise into tinola or cut up for adobo.',
    tags: [],
    minOrderGrams: 1_000,
    allergens: 'None',
    pricedByPackedWeight: false,
    optionGroups: [] as OptionGroup[],
    image: img('product-chicken'),
  },
  {
    key: 'prawns',
    name: 'Tiger Prawns',
    category: 'seafood' as const,
    cutType: 'Whole, shell-on',
    priceCentavos: 65_000,
    discountPerKgCentavos: 0,
    sku: 'SEA-PRN-001',
    stockGrams: 15_000,
    origin: 'Bohol',
    description:
      'Large tiger prawns caught off Bohol and flash-frozen on the boat. Sweet and firm: grill them with garlic butter or add them to sinigang.',
    tags: ['NEW'],
    minOrderGrams: 500,
    allergens: 'Shellfish',
    pricedByPackedWeight: true,
    optionGroups: [] as OptionGroup[],
    image: img('product-prawns'),
  },
]

export const sampleProducts = baseProducts.map((p) => ({ ...p, tags: deriveTags(p.tags, p) }))
export type SampleProductKey = (typeof baseProducts)[number]['key']

export const sampleBundle = {
  name: 'Grill Master Bundle',
  description:
    'Everything for a weekend inihaw: a kilo of ribeye and a kilo of liempo, cut for the grill.',
  priceCentavos: 120_000,
  discountPriceCentavos: 100_000,
  imageUrl: img('bundle-grill'),
  items: [
    { product: 'ribeye' as SampleProductKey, quantityGrams: 1_000 },
    { product: 'liempo' as SampleProductKey, quantityGrams: 1_000 },
  ],
}

export const sampleRecipes = [
  {
    title: 'Classic Pan-Seared Ribeye',
    ingredients: [
      '1 ribeye steak, about 1 inch thick',
      '1 tbsp coarse salt',
      '1 tsp cracked black pepper',
      '2 tbsp butter',
      '4 cloves garlic, crushed',
      '2 sprigs rosemary',
    ],
    steps: [
      'Take the steak out of the fridge 30 minutes before cooking and pat it dry.',
      'Season both sides generously with salt and pepper.',
      'Sear in a smoking-hot cast-iron pan for 3 minutes per side.',
      'Add butter, garlic and rosemary; baste the steak for 1 minute.',
      'Rest for 5 minutes before slicing against the grain.',
    ],
    imageUrl: img('recipe-steak'),
    related: ['ribeye'] as SampleProductKey[],
  },
  {
    title: 'Crispy Lechon Kawali',
    ingredients: [
      '1 kg pork belly',
      '1 tbsp salt',
      '1 tbsp peppercorns',
      '4 bay leaves',
      'Oil for frying',
    ],
    steps: [
      'Simmer the pork belly with salt, peppercorns and bay leaves for 45 minutes.',
      'Drain and air-dry the pork in the fridge for at least 2 hours.',
      'Deep-fry until the skin blisters and turns golden.',
      'Chop and serve with liver sauce or spiced vinegar.',
    ],
    imageUrl: img('recipe-liempo'),
    related: ['liempo'] as SampleProductKey[],
  },
  {
    title: 'Garlic Butter Prawns',
    ingredients: [
      '500 g tiger prawns',
      '3 tbsp butter',
      '6 cloves garlic, minced',
      '1 tbsp calamansi juice',
      'Parsley',
    ],
    steps: [
      'Devein the prawns, leaving the shells on.',
      'Melt the butter and fry the garlic until fragrant.',
      'Add the prawns and cook 2 minutes per side until pink.',
      'Finish with calamansi juice and parsley.',
    ],
    imageUrl: img('recipe-prawns'),
    related: ['prawns', 'ribeye'] as SampleProductKey[],
  },
]

export const samplePromo = {
  title: 'Grand Opening Week',
  description: 'Celebrate our opening with ₱40 off every kilo of pork belly, this week only.',
  imageUrl: img('promo-opening'),
  link: '/products/pork',
  durationDays: 7,
}

const everyDay = [0, 1, 2, 3, 4, 5, 6]

/**
 * A zone added in Settings starts with this schedule: from the next day, Monday to
 * Saturday, mornings and afternoons (the admin adjusts it in Shipping & Delivery).
 */
export const newZoneSchedule = {
  deliveryWeekdays: [1, 2, 3, 4, 5, 6],
  sameDay: false,
  sameDayCutoffMinute: 14 * 60,
  prepMinutes: 120,
  bookingDays: 14,
  windows: [
    { startsMinute: 9 * 60, endsMinute: 12 * 60, capacity: 10 },
    { startsMinute: 13 * 60, endsMinute: 17 * 60, capacity: 10 },
  ],
}

/**
 * The zones a new shop starts with. Metro Manila is same-day for orders before 2 PM
 * (the FAQ's promise), every day; the evening window lets a 1:59 PM order, two hours of
 * preparation later, still arrive today. The Greater Manila Area delivers from the next day.
 * drizzle/0005_delivery_dates.sql gives shops that existed before the same defaults.
 */
export const sampleZones = [
  {
    zoneName: 'Metro Manila',
    rateCentavos: 15_000,
    ...newZoneSchedule,
    deliveryWeekdays: everyDay,
    sameDay: true,
    windows: [
      { startsMinute: 9 * 60, endsMinute: 12 * 60, capacity: 15 },
      { startsMinute: 13 * 60, endsMinute: 17 * 60, capacity: 15 },
      { startsMinute: 17 * 60, endsMinute: 20 * 60, capacity: 10 },
    ],
  },
  { zoneName: 'Greater Manila Area', rateCentavos: 25_000, ...newZoneSchedule },
]
