import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { qrSvg } from './qr-svg.ts'

describe('qrSvg', () => {
  it('draws every dark module of the code, and only those', () => {
    const url = 'https://shop.example/orders/AbCdEfGhIjKlMnOpQrStUv'
    const { size, path } = qrSvg(url)
    const { data } = encode(url, { ecc: 'M', border: 0 })
    expect(size).toBe(data.length)
    const drawn = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
    for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      for (let i = 0; i < Number(width); i++) drawn[Number(y)]![Number(x) + i] = true
    }
    expect(drawn).toEqual(data)
  })
})
