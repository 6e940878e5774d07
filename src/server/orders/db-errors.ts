/**
 * True when `error` (or what it wraps: drizzle puts the driver's error in `cause`)
 * is a unique violation, optionally of one named constraint. Both node-postgres and
 * PGlite report SQLSTATE 23505 in `code`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth += 1) {
    const e = current as {
      code?: unknown
      constraint?: unknown
      message?: unknown
      cause?: unknown
    }
    if (e.code === '23505') {
      if (!constraint) return true
      return e.constraint === constraint || String(e.message ?? '').includes(constraint)
    }
    current = e.cause
  }
  return false
}
