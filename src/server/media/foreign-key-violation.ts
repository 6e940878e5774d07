/** True when `error` (or what it wraps, as drizzle does) is SQLSTATE 23503. */
export function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23503') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
