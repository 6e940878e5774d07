import { describe, expect, it } from 'vitest'
import { thumbnailUrl } from './product-image.ts'

const photo = (widths: number[]) => ({
  url: `/media/k/${widths.at(-1)}.webp`,
  variants: widths.map((width) => ({ width, url: `/media/k/${width}.webp` })),
})

describe("a cart line's thumbnail", () => {
  it('is the narrowest resized copy sharp on a 3x phone screen', () => {
    expect(thumbnailUrl(photo([320, 640, 1280]))).toBe('/media/k/320.webp')
    // Variants in any order.
    expect(thumbnailUrl({ ...photo([320, 640]), variants: photo([640, 320]).variants })).toBe(
      '/media/k/320.webp',
    )
  })

  it('is the image itself when it has no copy that wide, or no copies at all', () => {
    expect(thumbnailUrl(photo([200]))).toBe('/media/k/200.webp')
    expect(thumbnailUrl({ url: '/images/samples/product-ribeye.svg', variants: [] })).toBe(
      '/images/samples/product-ribeye.svg',
    )
  })
})
