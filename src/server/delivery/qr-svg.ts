import { encode } from 'uqr'

/** A QR code as one SVG path: `size` modules square, each dark module a unit square. */
export interface QrSvg {
  size: number
  path: string
}

/**
 * The QR code of `text` (error correction 'M': readable through a smudge or a fold of
 * the label), as the `d` of one path in a `0 0 size size` view box, with no quiet zone
 * (the slip leaves white around it). Each row's dark runs become one rectangle.
 */
export function qrSvg(text: string): QrSvg {
  const { size, data } = encode(text, { ecc: 'M', border: 0 })
  const parts: string[] = []
  data.forEach((row, y) => {
    let x = 0
    while (x < size) {
      if (!row[x]) {
        x++
        continue
      }
      const start = x
      while (x < size && row[x]) x++
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`)
    }
  })
  return { size, path: parts.join('') }
}
