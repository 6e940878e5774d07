/** Lengths of time in milliseconds, written once (rate-limit windows, deadlines, retention). */
export const MINUTE_MS = 60 * 1000
export const TEN_MINUTES_MS = 10 * MINUTE_MS
export const HOUR_MS = 60 * MINUTE_MS
export const DAY_MS = 24 * HOUR_MS
