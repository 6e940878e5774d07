import { describe, expect, it } from 'vitest'
import {
  fullPageTitle,
  hostedProductPageText,
  pageTexts,
  productPageText,
  recipePageText,
  truncateText,
} from './page-titles.ts'

describe('the one title and description of each page', () => {
  it('names the pages as their headings do', () => {
    expect(pageTexts.bundles.title).toBe('Bundle Deals')
    expect(pageTexts.cart.title).toBe('Shopping Cart')
    expect(fullPageTitle(pageTexts.cart.title, 'Prime Cuts Butchery')).toBe(
      'Shopping Cart | Prime Cuts Butchery',
    )
    expect(fullPageTitle(pageTexts.home.title, 'Prime Cuts Butchery')).toBe(
      'Premium Meat and Seafood Delivery | Prime Cuts Butchery',
    )
  })

  it('gives every page a title and a description search engines show whole', () => {
    for (const [page, text] of Object.entries(pageTexts)) {
      expect(text.title, page).not.toBe('')
      expect(text.description.length, page).toBeGreaterThan(0)
      expect(truncateText(text.description), page).toBe(text.description)
    }
  })

  it("describes a product by today's price per kg, then its description or cut", () => {
    const product = {
      name: 'Ribeye',
      description: '',
      cutType: 'Steak',
      pricePerKgCentavos: 85_000,
    }
    expect(productPageText(product)).toEqual({
      title: 'Ribeye',
      description: '₱850.00 per kg. Steak',
    })
    expect(productPageText({ ...product, description: 'Well marbled.' }).description).toBe(
      '₱850.00 per kg. Well marbled.',
    )
  })

  it('describes a recipe by its ingredients, else by how to cook it', () => {
    expect(recipePageText({ title: 'Adobo', ingredients: ['pork', ' ', 'vinegar'] })).toEqual({
      title: 'Adobo',
      description: 'Ingredients: pork, vinegar.',
    })
    expect(recipePageText({ title: 'Adobo', ingredients: [] }).description).toBe(
      'How to cook Adobo, with the cuts from our shop.',
    )
  })

  it('describes a hosted product by its search description, else its title', () => {
    expect(hostedProductPageText({ title: 'Gift Box', seo_description: '' }).description).toBe(
      'Gift Box',
    )
  })
})

describe('truncateText', () => {
  it('keeps short text and collapses whitespace', () => {
    expect(truncateText('  a\n b  ')).toBe('a b')
  })

  it('cuts long text at a word boundary within the limit', () => {
    const text = 'word '.repeat(60)
    const cut = truncateText(text)
    expect(cut.length).toBeLessThanOrEqual(160)
    expect(cut.endsWith('word…')).toBe(true)
  })
})
