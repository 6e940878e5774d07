import { describe, expect, it } from 'vitest'
import { srcSetFor } from './responsive-image.ts'

describe('srcset from media variants', () => {
  it('is absent without variants', () => {
    expect(srcSetFor('/a.jpg', [])).toBeUndefined()
  })

  it('lists the variants by width and adds a wider original', () => {
    const variants = [
      { width: 800, url: '/a-800.webp' },
      { width: 400, url: '/a-400.webp' },
    ]
    expect(srcSetFor('/a.jpg', variants)).toBe('/a-400.webp 400w, /a-800.webp 800w')
    expect(srcSetFor('/a.jpg', variants, 1600)).toBe(
      '/a-400.webp 400w, /a-800.webp 800w, /a.jpg 1600w',
    )
  })
})
