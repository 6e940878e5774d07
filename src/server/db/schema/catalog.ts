import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { OptionGroup } from '#shared/preparation.ts'
import { recipeDifficulties } from '#shared/recipe-facts.ts'
import { belongsTo, createdAt, serialId, timestamps } from './columns.ts'
import { productCategoryEnum, visibilityEnum } from './enums.ts'
import { staffUsers } from './staff.ts'

/** Prices are centavos per kilogram; stock and minimum order are grams. */
export const products = pgTable(
  'products',
  {
    id: serialId(),
    name: text('name').notNull(),
    category: productCategoryEnum('category').notNull(),
    cutType: text('cut_type').notNull(),
    priceCentavos: integer('price_centavos').notNull(),
    discountPerKgCentavos: integer('discount_per_kg_centavos').notNull().default(0),
    /** What a kilogram costs today: price minus the per-kg discount. Sorting and totals use it. */
    effectivePriceCentavos: integer('effective_price_centavos')
      .notNull()
      .generatedAlwaysAs(sql`price_centavos - discount_per_kg_centavos`),
    sku: text('sku').notNull(),
    stockGrams: integer('stock_grams').notNull().default(0),
    origin: text('origin').notNull().default('Local'),
    description: text('description').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    visibility: visibilityEnum('visibility').notNull().default('published'),
    minOrderGrams: integer('min_order_grams').notNull().default(1000),
    deliveryAreas: text('delivery_areas')
      .array()
      .notNull()
      .default(sql`'{Metro Manila,Cavite,Laguna}'::text[]`),
    allergens: text('allergens').notNull().default('None'),
    coverImageIndex: integer('cover_image_index').notNull().default(0),
    /**
     * 'Priced by packed weight' (issue 17): the shopper pays an estimate, and staff
     * re-price each line at the weight actually packed (docs/product-rules.md §13).
     */
    pricedByPackedWeight: boolean('priced_by_packed_weight').notNull().default(false),
    /**
     * Issue 31: the preparation option groups staff define ('Thickness', 'Cut', 'Trim'),
     * in order, each choice with its id, label, extra per kg and whether it is offered
     * today. Read and written whole with the product; #shared/preparation.ts has the rules.
     */
    optionGroups: jsonb('option_groups').$type<OptionGroup[]>().notNull().default([]),
    /**
     * Sold by the piece (issue 31 §4): the shopper orders pieces of about
     * `averagePieceGrams` each, and the line is priced by its packed weight.
     */
    soldByPiece: boolean('sold_by_piece').notNull().default(false),
    averagePieceGrams: integer('average_piece_grams'),
    /** Nothing left: sold-out products sort after those in stock in every listing order. */
    soldOut: boolean('sold_out').notNull().generatedAlwaysAs(sql`stock_grams <= 0`),
    /**
     * What shoppers search (docs/product-rules.md §5: name, description or cut type), lowercased once
     * when the row is written instead of on every row of every search (counting the
     * matches got 1.3–4× faster on PGlite at 100,000 products). The fields are
     * joined by U+0001 (chr(1)); a search containing it is answered empty, so a match
     * can never span two fields.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name || chr(1) || cut_type || chr(1) || description)`),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('products_sku_unique').on(t.sku),
    index('products_category_idx').on(t.category),
    index('products_created_at_idx').on(t.createdAt),
    // Search: `search_text like lower(pattern)` (src/server/catalog/product-repo.ts).
    // Not partial, so staff search over drafts can use it too.
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Listing pages read published products in one of three orders, with or without a
    // category, sold-out ones last (issue 31): each order has an index that yields it,
    // so a page is a short index scan.
    index('products_published_name_idx')
      .on(t.soldOut, sql`lower(${t.name})`, t.id)
      .where(sql`${t.visibility} = 'published'`),
    index('products_published_category_name_idx')
      .on(t.category, t.soldOut, sql`lower(${t.name})`, t.id)
      .where(sql`${t.visibility} = 'published'`),
    index('products_published_price_idx')
      .on(t.soldOut, t.effectivePriceCentavos, t.id)
      .where(sql`${t.visibility} = 'published'`),
    index('products_published_category_price_idx')
      .on(t.category, t.soldOut, t.effectivePriceCentavos, t.id)
      .where(sql`${t.visibility} = 'published'`),
    index('products_published_price_desc_idx')
      .on(t.soldOut, sql`${t.effectivePriceCentavos} desc`, t.id)
      .where(sql`${t.visibility} = 'published'`),
    index('products_published_category_price_desc_idx')
      .on(t.category, t.soldOut, sql`${t.effectivePriceCentavos} desc`, t.id)
      .where(sql`${t.visibility} = 'published'`),
    check('products_price_positive', sql`${t.priceCentavos} >= 0`),
    check(
      'products_discount_range',
      sql`${t.discountPerKgCentavos} between 0 and 10000 and ${t.discountPerKgCentavos} <= ${t.priceCentavos}`,
    ),
    check('products_stock_not_negative', sql`${t.stockGrams} >= 0`),
    check('products_min_order_not_negative', sql`${t.minOrderGrams} >= 0`),
    check(
      'products_piece_weight',
      sql`not ${t.soldByPiece} or ${t.averagePieceGrams} between 10 and 5000`,
    ),
  ],
)

export const productImages = pgTable(
  'product_images',
  {
    id: serialId(),
    productId: belongsTo(integer('product_id'), () => products.id),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    alt: text('alt').notNull().default(''),
    /**
     * Key in the media store when the image was uploaded; null for a plain URL. The
     * foreign key keeps media cleanup from removing an asset an image still shows.
     */
    mediaKey: text('media_key').references((): AnyPgColumn => mediaAssets.key, {
      onDelete: 'restrict',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_images_product_idx').on(t.productId, t.position),
    // Media cleanup asks whether any image still uses a key.
    index('product_images_media_key_idx').on(t.mediaKey),
  ],
)

export const bundles = pgTable(
  'bundles',
  {
    id: serialId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCentavos: integer('price_centavos').notNull(),
    discountPriceCentavos: integer('discount_price_centavos'),
    imageUrl: text('image_url'),
    visibility: visibilityEnum('visibility').notNull().default('published'),
    ...timestamps(),
  },
  (t) => [
    check('bundles_price_positive', sql`${t.priceCentavos} >= 0`),
    check(
      'bundles_discount_valid',
      sql`${t.discountPriceCentavos} is null or ${t.discountPriceCentavos} between 0 and ${t.priceCentavos}`,
    ),
  ],
)

/** What one bundle contains; a bought bundle takes `quantityGrams` of each product from stock. */
export const bundleItems = pgTable(
  'bundle_items',
  {
    bundleId: belongsTo(integer('bundle_id'), () => bundles.id),
    productId: belongsTo(integer('product_id'), () => products.id),
    quantityGrams: integer('quantity_grams').notNull().default(1000),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bundleId, t.productId] }),
    check('bundle_items_quantity_positive', sql`${t.quantityGrams} > 0`),
  ],
)

export const recipes = pgTable(
  'recipes',
  {
    id: serialId(),
    title: text('title').notNull(),
    ingredients: text('ingredients').array().notNull().default(sql`'{}'::text[]`),
    steps: text('steps').array().notNull().default(sql`'{}'::text[]`),
    imageUrl: text('image_url'),
    visibility: visibilityEnum('visibility').notNull().default('published'),
    /** Issue 31: which meat the recipe cooks, for the category tiles; null for none. */
    category: productCategoryEnum('category'),
    /** Total time, servings and difficulty as staff set them (defaults: the specification's). */
    cookMinutes: integer('cook_minutes').notNull().default(30),
    servings: integer('servings').notNull().default(4),
    difficulty: text('difficulty', { enum: recipeDifficulties }).notNull().default('Easy'),
    ...timestamps(),
  },
  (t) => [
    index('recipes_category_idx').on(t.category),
    check(
      'recipes_facts',
      sql`${t.cookMinutes} between 1 and 2880 and ${t.servings} between 1 and 100 and ${t.difficulty} in ('Easy', 'Medium', 'Hard')`,
    ),
  ],
)

export const recipeProducts = pgTable(
  'recipe_products',
  {
    recipeId: belongsTo(integer('recipe_id'), () => recipes.id),
    productId: belongsTo(integer('product_id'), () => products.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.productId] })],
)

/** Promo dates are calendar dates in Manila; a promo shows while today lies between them. */
export const promos = pgTable(
  'promos',
  {
    id: serialId(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    link: text('link'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    visibility: visibilityEnum('visibility').notNull().default('published'),
    ...timestamps(),
  },
  (t) => [
    check('promos_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    index('promos_window_idx').on(t.startDate, t.endDate),
  ],
)

/**
 * One uploaded image (docs/product-rules.md §10): its files live in the media store under `key`
 * (`/media/{key}/{width}.webp`, one file per variant width). Rows nothing refers to
 * are removed with their files (src/server/media/media-cleanup.ts).
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    /** 32 random lowercase hex characters. */
    key: text('key').primaryKey(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Widths of the stored WebP variants, ascending. */
    variantWidths: integer('variant_widths').array().notNull(),
    /** Size of all stored variants together. */
    bytes: integer('bytes').notNull(),
    uploadedBy: integer('uploaded_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('media_assets_created_at_idx').on(t.createdAt)],
)
