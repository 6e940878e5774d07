import type { RateLimitRule } from '#server/http/rate-limit.ts'

/**
 * How many uncached page renders run and wait, and how many one address may ask for
 * (decision 0079). Past any of them the page goes out as the plain app shell: the
 * same 200 and the same document the browser renders itself, sent at once.
 */

/**
 * Uncached renders in progress at once, per process. A render is CPU work on the one
 * event loop (with PGlite, its queries too). Without a bound, a burst of pages new to
 * the cache (a crawler, a hundred searches) filled the loop: cached JSON went from
 * p50 1 ms to 156 ms (bench/render-burst.mjs). With it, the renders queue among
 * themselves. Each render gives the loop back between its parts (decision 0070), so
 * other requests wait for at most a part of one. A render holds its slot while it
 * gives the loop away: with two slots, PostgreSQL rendered 31 % fewer pages a second
 * than with one task a render; three bring that to 17 %, and 5 % more on PGlite.
 */
export const RENDERS_AT_ONCE = 3

/**
 * Renders waiting for a slot, per process. A burst renders 140-160 pages a second
 * (docs/performance.md), so the last of 30 waits about 0.2 s: longer than the plain
 * shell takes to arrive, and a queue without end only adds to every wait. The render
 * burst bench's 20 connections stay within it.
 */
export const RENDERS_WAITING = 30

/**
 * Hosted product pages (`/store/:id`) have their own pool: each waits on the outside
 * store (up to its client's 5 s timeout), and an outage must hold neither the shop's
 * own pages nor an unbounded line of its own.
 */
export const HOSTED_RENDERS_AT_ONCE = 4
export const HOSTED_RENDERS_WAITING = 8

/**
 * Uncached renders per address (IPv6 by /64), every page together: the pages that
 * come from the page cache, or join a render under way, count nothing. Sized for a
 * carrier-grade NAT address: a hundred shoppers each opening twenty pages the cache
 * does not hold (their cart, checkout and order pages, searches, hosted products) in
 * ten minutes stay within it; a script inventing paths and searches gets this many
 * renders, and plain shells after.
 */
export const pageRenderAddressRateLimit: RateLimitRule = {
  name: 'page-render-address',
  limit: 2_000,
  windowMs: 10 * 60 * 1000,
}
