import { describe, expect, it } from 'vitest'
import { stockLine } from './stock-line.ts'

const managed = (inventory_quantity: number | null) => ({
  manage_inventory: true,
  inventory_quantity,
})

describe('stockLine', () => {
  it('says how many are left when managed stock covers the quantity', () => {
    expect(stockLine(true, managed(2), 2)).toEqual({
      text: '2 in stock!',
      tone: 'ok',
      canAdd: true,
    })
  })
  it('refuses a quantity above managed stock', () => {
    expect(stockLine(true, managed(2), 3)).toEqual({
      text: 'Not enough stock. Only 2 left.',
      tone: 'short',
      canAdd: false,
    })
  })
  it('treats managed stock of 0 as sold out, not as untracked', () => {
    expect(stockLine(true, managed(0), 1)).toMatchObject({
      text: 'Not enough stock. Only 0 left.',
      canAdd: false,
    })
  })
  it('says nothing and allows any quantity when stock is not tracked', () => {
    expect(stockLine(true, { manage_inventory: false, inventory_quantity: 3 }, 50)).toEqual({
      text: null,
      tone: 'ok',
      canAdd: true,
    })
    expect(stockLine(true, managed(null), 50)).toMatchObject({ text: null, canAdd: true })
  })
  it('marks a product that cannot be bought as unavailable whatever the stock', () => {
    expect(stockLine(false, managed(10), 1)).toEqual({
      text: 'Currently unavailable',
      tone: 'unavailable',
      canAdd: false,
    })
  })
})
