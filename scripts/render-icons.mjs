// Renders the shop's app icons (web app manifest, apple-touch-icon) from the drawn
// SVG, src/web/public/icons/icon.svg. Run once after changing the drawing and commit
// the PNGs: the build copies them as they are, so it never needs sharp's renderer.
//
//   node scripts/render-icons.mjs
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const iconsDir = fileURLToPath(new URL('../src/web/public/icons', import.meta.url))
const drawing = fs.readFileSync(path.join(iconsDir, 'icon.svg'), 'utf8')

/**
 * A maskable icon is cropped by the phone to a circle or squircle of 80% of its width,
 * so its background fills the square (no rounded corners) and the mark shrinks to sit
 * inside that safe zone.
 */
function maskable(svg) {
  const square = svg.replace(/(<rect id="background"[^>]*?) rx="\d+"/, '$1')
  return square.replace(
    '<g id="mark">',
    '<g id="mark" transform="translate(256 256) scale(0.72) translate(-256 -256)">',
  )
}

/** iOS draws no transparency and rounds the corners itself: a full square. */
const appleTouch = (svg) => svg.replace(/(<rect id="background"[^>]*?) rx="\d+"/, '$1')

const outputs = [
  { file: 'icon-192.png', size: 192, svg: drawing },
  { file: 'icon-512.png', size: 512, svg: drawing },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable(drawing) },
  { file: 'apple-touch-icon.png', size: 180, svg: appleTouch(drawing) },
]

for (const { file, size, svg } of outputs) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 512 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(iconsDir, file))
  process.stdout.write(`${file} ${size}x${size}\n`)
}
