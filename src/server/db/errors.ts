/**
 * Recognising PostgreSQL's refusals in what drizzle throws. Both node-postgres and
 * PGlite report the SQLSTATE in `code`; drizzle puts the driver's error in `cause`.
 */
interface DriverError {
  code?: unknown
  constraint?: unknown
  message?: unknown
  cause?: unknown
}

/** The first error in the `cause` chain (a few links deep) carrying this SQLSTATE. */
function withSqlState(error: unknown, sqlState: string): DriverError | undefined {
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth += 1) {
    const e = current as DriverError
    if (e.code === sqlState) return e
    current = e.cause
  }
  return undefined
}

/** True when `error` is a unique violation (23505), optionally of one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = withSqlState(error, '23505')
  if (!e) return false
  if (!constraint) return true
  return e.constraint === constraint || String(e.message ?? '').includes(constraint)
}

/** True when `error` is a foreign-key violation (23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  return withSqlState(error, '23503') !== undefined
}

/**
 * True when `error` is a number out of its column's range (22003 numeric_value_out_of_range:
 * an `integer` past 2,147,483,647, a sum that overflowed). The size caps keep money
 * below it (decision 0084); this tells the last safety it happened anyway.
 */
export function isNumericOutOfRange(error: unknown): boolean {
  return withSqlState(error, '22003') !== undefined
}
