import { describe, expect, it } from 'vitest'
import { CatalogCache } from './catalog-cache.ts'
import {
  applyCatalogChange,
  MAX_NOTIFIED_PRODUCTS,
  parseCatalogChange,
  soldOutOrderMark,
  stockChangePayload,
} from './catalog-changes.ts'

/** What the NOTIFY between processes says, and how a listener reads it (decision 0080). */
const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1)

describe('the catalog change payload', () => {
  it('names the listing orders a product selling out moved (issue 31), and reads them back', () => {
    const payload = stockChangePayload([4, 9], ['all', 'pork'])
    expect(payload).toBe('stock:4,9;order:all,pork')
    expect(parseCatalogChange(payload)).toEqual({
      stockOf: [4, 9, soldOutOrderMark('all'), soldOutOrderMark('pork')],
    })
    expect(soldOutOrderMark('all')).toBeLessThan(0)
    expect(
      new Set(
        ['all', 'beef', 'pork', 'chicken', 'seafood'].map((c) => soldOutOrderMark(c as 'all')),
      ).size,
    ).toBe(5)
  })

  it('takes an unknown order as everything', () => {
    expect(parseCatalogChange('stock:4;order:lamb')).toBe('everything')
    expect(parseCatalogChange('stock:4;order:')).toBe('everything')
    expect(parseCatalogChange('stock:4;order:all,beef,pork,chicken,seafood,all')).toBe('everything')
  })

  it('names the products of a stock change, and reads back the same', () => {
    const payload = stockChangePayload([3, 17, 2_147_483_647])
    expect(payload).toBe('stock:3,17,2147483647')
    expect(parseCatalogChange(payload)).toEqual({ stockOf: [3, 17, 2_147_483_647] })
    const most = stockChangePayload(ids(MAX_NOTIFIED_PRODUCTS))
    expect(parseCatalogChange(most)).toEqual({ stockOf: ids(MAX_NOTIFIED_PRODUCTS) })
  })

  it('says everything changed when the products cannot be named within its bounds', () => {
    expect(stockChangePayload(ids(MAX_NOTIFIED_PRODUCTS + 1))).toBe('')
    expect(stockChangePayload([])).toBe('')
    expect(stockChangePayload([0])).toBe('')
    expect(stockChangePayload([1.5])).toBe('')
    expect(stockChangePayload([2_147_483_648])).toBe('')
  })

  it.each([
    ['an empty payload (a catalog write, or an older process)', ''],
    ['no payload', undefined],
    ['an unknown kind', 'prices:1'],
    ['no ids', 'stock:'],
    ['a stray comma', 'stock:1,,2'],
    ['a leading zero', 'stock:01'],
    ['blanks', 'stock: 1'],
    ['a negative id', 'stock:-1'],
    ['an id past the int4 range', 'stock:2147483648'],
    ['too many ids', `stock:${ids(MAX_NOTIFIED_PRODUCTS + 1).join(',')}`],
    ['an oversized payload', `stock:${'1'.repeat(8_000)}`],
  ])('reads %s as everything changed', (_, payload) => {
    expect(parseCatalogChange(payload)).toBe('everything')
  })

  it('empties the whole cache for everything, and only what shows the products otherwise', async () => {
    const cache = new CatalogCache()
    const load = (stockOf: number[]) => async () => ({ value: 1, stockOf })
    await cache.getOrLoad('a', 0, load([1]))
    await cache.getOrLoad('b', 0, load([2]))
    applyCatalogChange(cache, parseCatalogChange('stock:1'))
    expect([cache.get('a', 0), cache.get('b', 0)?.body]).toEqual([undefined, '1'])
    applyCatalogChange(cache, parseCatalogChange('stock:1;drop table'))
    expect(cache.size).toBe(0)
  })
})
