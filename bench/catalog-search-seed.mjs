// Synthetic products (100,000 by default) for bench/catalog-search.mjs, generated inside the
// database in one INSERT ... SELECT (fast on PGlite and PostgreSQL alike).
// Names read like a real shop's ("Grass-Fed Beef Ribeye"), descriptions mention an
// origin, two dishes and a lot number, so search terms have realistic selectivity.

const list = (words) => `array[${words.map((w) => `'${w}'`).join(',')}]`

const categories = ['beef', 'pork', 'chicken', 'seafood']
const categoryLabels = ['Beef', 'Pork', 'Chicken', 'Seafood']
const cuts = [
  ['Ribeye', 'Sirloin', 'Tenderloin', 'Brisket', 'Short Ribs', 'Chuck', 'Flank', 'Shank'],
  ['Belly', 'Kasim', 'Pigue', 'Spare Ribs', 'Chop', 'Hock', 'Loin', 'Shoulder'],
  ['Breast', 'Thigh', 'Wings', 'Drumstick', 'Whole', 'Liver', 'Leg Quarter', 'Fillet'],
  ['Prawns', 'Squid', 'Tuna Belly', 'Bangus', 'Tilapia', 'Salmon', 'Crab', 'Mussels'],
]
const adjectives = [
  'Premium',
  'Organic',
  'Free-Range',
  'Grass-Fed',
  'Farm-Fresh',
  'Prime',
  'Select',
  'Choice',
  'Marinated',
  'Smoked',
  'Boneless',
  'Bone-In',
  'Thick-Cut',
  'Thin-Sliced',
  'Export-Grade',
  'Artisan',
]
const origins = [
  'Batangas',
  'Bukidnon',
  'Laguna',
  'Cavite',
  'Bohol',
  'Iloilo',
  'Pampanga',
  'Davao',
  'Negros',
  'Quezon',
  'Benguet',
  'Palawan',
]
const dishes = [
  'adobo',
  'sinigang',
  'kare-kare',
  'lechon',
  'inihaw',
  'tinola',
  'bistek',
  'nilaga',
  'sisig',
  'kaldereta',
  'menudo',
  'pochero',
  'bulalo',
  'paksiw',
  'tapa',
  'barbecue',
]
const phrases = [
  'Cut fresh every morning by our butchers.',
  'Vacuum-packed and flash-frozen to lock in flavour.',
  'Raised without antibiotics on family farms.',
  'Trimmed by hand and portioned for easy cooking.',
  'Delivered chilled in insulated boxes.',
  'A favourite of our regular customers.',
  'Sourced from growers we visit every season.',
  'Rich, tender and full of flavour.',
]

// hashint4 spreads consecutive ids pseudo-randomly and deterministically.
const pick = (array, size, salt) => `(${array})[1 + abs(hashint4(i + ${salt})) % ${size}]`

export const benchProductCount = 100_000

/** Products number `from` to `to` (so a bench can grow the catalog in steps). */
export function seedSql(to = benchProductCount, from = 1) {
  const cutMatrix = `array[${cuts.map((c) => list(c)).join(',')}]`
  return `
insert into products (name, category, cut_type, price_centavos, discount_per_kg_centavos, sku,
  stock_grams, origin, description, tags, visibility, min_order_grams, created_at, updated_at)
select
  adj || ' ' || cat_label || ' ' || cut,
  cat::product_category,
  cut,
  price,
  discount,
  'BENCH-' || i,
  stock,
  origin,
  adj || ' ' || lower(cut) || ' from ' || origin || ' farms. Perfect for ' || dish1 || ' or '
    || dish2 || '. ' || phrase1 || ' ' || phrase2 || ' Lot ' || (1000 + i % 9000) || '.',
  case when discount > 0 then array['SALE'] else array[]::text[] end
    || case when i % 50 = 0 then array['NEW'] else array[]::text[] end
    || case when stock = 0 then array['SOLD OUT'] else array[]::text[] end,
  (case when i % 20 = 0 then 'draft' else 'published' end)::visibility,
  500,
  now() - i * interval '1 minute',
  now() - i * interval '1 minute'
from (
  select i,
    (${list(categories)})[1 + i % 4] as cat,
    (${list(categoryLabels)})[1 + i % 4] as cat_label,
    (${cutMatrix})[1 + i % 4][1 + abs(hashint4(i + 1)) % 8] as cut,
    ${pick(list(adjectives), adjectives.length, 2)} as adj,
    ${pick(list(origins), origins.length, 3)} as origin,
    ${pick(list(dishes), dishes.length, 4)} as dish1,
    ${pick(list(dishes), dishes.length, 5)} as dish2,
    ${pick(list(phrases), phrases.length, 6)} as phrase1,
    ${pick(list(phrases), phrases.length, 7)} as phrase2,
    10000 + abs(hashint4(i + 8)) % 150000 as price,
    case when abs(hashint4(i + 9)) % 10 < 3 then 100 * (1 + abs(hashint4(i + 10)) % 50) else 0 end
      as discount,
    case when abs(hashint4(i + 11)) % 25 = 0 then 0 else abs(hashint4(i + 12)) % 60000 end as stock
  from generate_series(${from}, ${to}) as i
) as generated;

insert into product_images (product_id, position, url, alt)
select id, 0, '/images/samples/product-ribeye.svg', name from products p
 where sku like 'BENCH-%'
   and not exists (select 1 from product_images i where i.product_id = p.id);
`
}

/** Search terms by kind, each used once per category/sort combination. */
export const searchTerms = {
  'cut (about 3%)': ['ribeye', 'belly', 'wings', 'prawns', 'kasim', 'brisket', 'thigh', 'squid'],
  'origin (about 8%)': ['batangas', 'bohol', 'davao', 'benguet'],
  'dish (about 12%)': ['adobo', 'sinigang', 'bulalo', 'sisig'],
  'category word (25%)': ['pork', 'beef', 'chicken', 'seafood'],
  'rare or none': ['lot 4321', 'lot 1234', 'ribeey', 'xyzzy', 'wagyu a5', "chef's"],
  'short (1-2 chars)': ['ri', 'a', 'qq'],
}
