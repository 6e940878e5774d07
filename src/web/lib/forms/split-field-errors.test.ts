import { describe, expect, it } from 'vitest'
import { splitFieldErrors } from './split-field-errors.ts'

describe('splitFieldErrors', () => {
  it('gives a key to the field of that name, and keeps what no field shows apart', () => {
    expect(
      splitFieldErrors({ name: 'Name is required', 'lines.0': 'Ribeye is sold out' }, ['name']),
    ).toEqual({ form: { name: 'Name is required' }, other: ['Ribeye is sold out'] })
    expect(splitFieldErrors(undefined, ['name'])).toEqual({ form: {}, other: [] })
  })

  it('gives a nested key to its own field when the form has one, else to its top-level field', () => {
    const fields = { 'items.0.quantity': 'Enter a quantity', 'images.1.url': 'Enter an address' }
    expect(splitFieldErrors(fields, ['items', 'images', 'images.1.url'])).toEqual({
      form: { items: 'Enter a quantity', 'images.1.url': 'Enter an address' },
      other: [],
    })
  })
})
