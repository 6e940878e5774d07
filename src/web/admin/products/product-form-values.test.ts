import { describe, expect, it } from 'vitest'
import { productInputSchema } from '#shared/schemas/admin-catalog.ts'
import {
  coverAfterRemoving,
  emptyProductValues,
  newOptionGroup,
  optionGroupsToValues,
  pieceGramsForSave,
  previewOf,
  withNewTag,
  withoutEmptyImages,
} from './product-form-values.ts'

const image = (url: string) => ({ url, alt: '', mediaKey: null })

describe('product form values', () => {
  it('starts a new product published, local, with the usual delivery areas and no allergens', () => {
    const values = emptyProductValues()
    expect(values.visibility).toBe('published')
    expect(values.origin).toBe('Local')
    expect(values.deliveryAreas).toBe('Metro Manila, Cavite, Laguna')
    expect(values.allergens).toBe('None')
  })

  it('is what the shared schema accepts once the required fields are typed', () => {
    const parsed = productInputSchema.parse({
      ...emptyProductValues(),
      name: 'Wagyu',
      cutType: 'Striploin',
      price: '1200.50',
      sku: 'W-1',
      stock: '3.5',
      description: 'Marbled.',
    })
    expect(parsed).toMatchObject({ price: 120050, stock: 3500, minOrder: 1000 })
    expect(parsed.deliveryAreas).toEqual(['Metro Manila', 'Cavite', 'Laguna'])
  })

  it('shows the discount price and the tags saving would give', () => {
    expect(previewOf({ price: '320', discountPerKg: '40', stock: '5', tags: [] })).toEqual({
      discountPriceCentavos: 28000,
      tags: ['SALE'],
    })
    expect(previewOf({ price: '320', discountPerKg: '0', stock: '0', tags: ['NEW'] })).toEqual({
      discountPriceCentavos: null,
      tags: ['NEW', 'SOLD OUT'],
    })
    // Nothing typed yet is neither on sale nor sold out.
    expect(previewOf({ price: '', discountPerKg: '', stock: '', tags: [] }).tags).toEqual([])
  })

  it('keeps the cover on its image when another is removed, and falls back to the first', () => {
    expect(coverAfterRemoving(2, 2)).toBe(0)
    expect(coverAfterRemoving(2, 0)).toBe(1)
    expect(coverAfterRemoving(1, 3)).toBe(1)
  })

  it('drops image rows without an address and keeps the chosen cover', () => {
    const kept = withoutEmptyImages({
      images: [image(''), image('/media/a'), image('  '), image('/media/b')],
      coverImageIndex: 3,
    })
    expect(kept.images.map((i) => i.url)).toEqual(['/media/a', '/media/b'])
    expect(kept.coverImageIndex).toBe(1)
  })

  it('sets and clears the NEW tag by hand, keeping other tags', () => {
    expect(withNewTag(['Grass-fed'], true)).toEqual(['NEW', 'Grass-fed'])
    expect(withNewTag(['NEW', 'Grass-fed'], false)).toEqual(['Grass-fed'])
  })
})

describe('preparation options and pieces in the product form (issue 31)', () => {
  const typed = {
    ...emptyProductValues(),
    name: 'Ribeye',
    cutType: 'Ribeye',
    price: '1200',
    sku: 'R-1',
    stock: '10',
    description: 'Marbled.',
  }

  it('sends existing ids back unchanged and turns extras in pesos into centavos', () => {
    const values = optionGroupsToValues([
      {
        id: 'th',
        name: 'Thickness',
        required: true,
        choices: [
          { id: 'a', label: '1 in', extraPerKgCentavos: 0, available: true },
          { id: 'b', label: '2 in', extraPerKgCentavos: 2_050, available: false },
        ],
      },
    ])
    expect(values[0]!.choices.map((c) => c.extraPerKg)).toEqual(['', '20.50'])
    const parsed = productInputSchema.parse({
      ...typed,
      optionGroups: [...values, newOptionGroup()].map((g, i) =>
        i === 1 ? { ...g, name: 'Trim', choices: [{ ...g.choices[0]!, label: 'Fat on' }] } : g,
      ),
    })
    expect(parsed.optionGroups).toEqual([
      {
        id: 'th',
        name: 'Thickness',
        required: true,
        choices: [
          { id: 'a', label: '1 in', extraPerKg: 0, available: true },
          { id: 'b', label: '2 in', extraPerKg: 2_050, available: false },
        ],
      },
      {
        name: 'Trim',
        required: false,
        choices: [{ label: 'Fat on', extraPerKg: 0, available: true }],
      },
    ])
  })

  it('refuses a group left without a name, with the shared message', () => {
    const result = productInputSchema.safeParse({ ...typed, optionGroups: [newOptionGroup()] })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain('optionGroups.0.name')
  })

  it('sends no piece weight unless sold by the piece, and asks for one when it is', () => {
    expect(pieceGramsForSave({ soldByPiece: false, averagePieceGrams: '350' })).toBeNull()
    expect(pieceGramsForSave({ soldByPiece: true, averagePieceGrams: ' ' })).toBeNull()
    expect(pieceGramsForSave({ soldByPiece: true, averagePieceGrams: '350' })).toBe('350')
    const parsed = productInputSchema.parse({
      ...typed,
      soldByPiece: true,
      averagePieceGrams: '350',
    })
    expect(parsed).toMatchObject({
      soldByPiece: true,
      averagePieceGrams: 350,
      pricedByPackedWeight: true,
    })
    const missing = productInputSchema.safeParse({
      ...typed,
      soldByPiece: true,
      averagePieceGrams: null,
    })
    expect(missing.error?.issues[0]?.message).toBe('Enter the average weight of a piece')
  })
})
