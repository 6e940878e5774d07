import { describe, expect, it } from 'vitest'
import { variantImageIndex } from './variant-image-index.ts'

const images = [
  { url: 'https://cdn.example.com/wagyu-1.jpg', order: 0, type: 'image' },
  { url: 'https://cdn.example.com/wagyu-2.jpg', order: 1, type: 'image' },
]

describe('variantImageIndex', () => {
  it('finds the slide showing the variant image by URL', () => {
    expect(variantImageIndex(images, { image_url: 'https://cdn.example.com/wagyu-2.jpg' })).toBe(1)
  })
  it('leaves the carousel alone for a variant without an image', () => {
    expect(variantImageIndex(images, { image_url: null })).toBeNull()
  })
  it('leaves the carousel alone when the variant image is not among the slides', () => {
    expect(variantImageIndex(images, { image_url: 'https://cdn.example.com/other.jpg' })).toBeNull()
  })
})
