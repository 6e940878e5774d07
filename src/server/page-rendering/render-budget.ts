import type { Context } from 'hono'

/**
 * Marks the API requests a server render makes in process (src/server/app.ts), and
 * carries the budget they count against. Only that path puts this symbol on a
 * request's Hono env; a request from the network has the Node server's env (its
 * `incoming` and `outgoing`) and nothing it sends, header or body, can add a
 * symbol-keyed property there, so no outside request can pass for a render.
 */
const renderBudget = Symbol('render budget')

/**
 * The env for a render's in-process API request: the page request's own (its socket
 * stays readable), marked with the budget its calls count against.
 */
export function renderRequestEnv<E extends object>(env: E | undefined, budget: string): E {
  return { ...(env ?? ({} as E)), [renderBudget]: budget }
}

/** The budget of a render's in-process API request; undefined for a request from the network. */
export function renderBudgetOf(c: Context): string | undefined {
  const env: unknown = c.env
  if (typeof env !== 'object' || env === null) return undefined
  const budget = (env as { [renderBudget]?: unknown })[renderBudget]
  return typeof budget === 'string' ? budget : undefined
}

/**
 * A render's own budget, one per visitor's address: per-address limits on the calls
 * a render makes count here, apart from what the visitor's browser asks itself, so a
 * visitor who has spent their own budget still gets (and shares) a page rendered
 * whole, and nobody spends another address's renders. How many renders an address
 * gets is bounded before it gets here (render-limits.ts).
 */
export function renderBudgetFor(visitorKey: string): string {
  return `render:${visitorKey}`
}
