import { describe, expect, it } from 'vitest'
import { canonicalPageAddress, canonicalPagePath } from './page-address.ts'

const address = (path: string) => {
  const url = new URL(path, 'http://shop.test')
  return canonicalPageAddress(url.pathname, url.searchParams)
}

describe('canonicalPageAddress', () => {
  it('drops tracking tags and any query from pages that read none', () => {
    expect(address('/product/3?utm_source=facebook&fbclid=x')).toBe('/product/3')
    expect(address('/?utm_campaign=sale')).toBe('/')
    expect(address('/recipes?x=1')).toBe('/recipes')
  })

  it('keeps what a listing shows, in one order, defaults left out', () => {
    expect(address('/products?utm_source=sms&sort=price-asc&q=beef')).toBe(
      address('/products?q=beef&sort=price-asc'),
    )
    expect(address('/products?q=beef&sort=price-asc')).toMatch(/q=beef/)
    expect(address('/products/pork?page=2&view=list')).toMatch(/^\/products\/pork\?.*page=2/)
    expect(address('/products?sort=name&view=grid&page=1')).toBe('/products')
  })

  it('keeps the recipes’ category, and drops one the shop does not know', () => {
    expect(address('/recipes?utm_source=sms&category=beef')).toBe('/recipes?category=beef')
    expect(address('/recipes?category=lamb')).toBe('/recipes')
  })

  it('falls back to the defaults for values the shop does not know', () => {
    expect(address('/products?sort=bogus&page=0')).toBe('/products')
  })
})

describe('canonicalPagePath', () => {
  it('spells each page one way', () => {
    for (const path of ['/about/', '/about//', '/ab%6Fut', '//about', '/%61bout/', '/about///']) {
      expect(canonicalPagePath(path), path).toBe('/about')
    }
    expect(canonicalPagePath('/products//beef/')).toBe('/products/beef')
    expect(canonicalPagePath('//')).toBe('/')
  })

  it('leaves canonical paths and escapes that mean something else as they are', () => {
    for (const path of ['/', '/about', '/products/beef', '/store/prod%2F1', '/store/a%20b']) {
      expect(canonicalPagePath(path), path).toBe(path)
    }
    expect(canonicalPagePath('/store/prod%2f1')).toBe('/store/prod%2F1')
    expect(canonicalPagePath('/store/%25%36%46')).toBe('/store/%256F')
    // An escaped dot stays one: no spelling turns into a '..' segment.
    expect(canonicalPagePath('/product/%2e%2e')).toBe('/product/%2E%2E')
  })
})
