/** The slide `index` lands on among `count` slides, wrapping past either end. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((index % count) + count) % count
}
