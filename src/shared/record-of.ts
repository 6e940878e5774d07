/**
 * One entry for each key of a list, each value made for its key:
 * `recordOf(productCategories, () => z.string().min(1))`. Typed by the list, so a
 * key added to the list is never missing from the record.
 */
export function recordOf<const K extends string, T>(
  keys: readonly K[],
  valueFor: (key: K) => T,
): Record<K, T> {
  return Object.fromEntries(keys.map((key) => [key, valueFor(key)])) as Record<K, T>
}
