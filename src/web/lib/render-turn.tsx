import { createContext, type ReactNode, use, useEffect } from 'react'
import { markPartHydrated } from './hydration-mark.ts'

/**
 * Where the server's render of a page may give the event loop back (decision 0070).
 * React's server renderer runs a tree that never suspends as one task: a product
 * page or a listing held every other request of the process for its whole render.
 * On the server, a `RenderTurn` suspends once until the loop has taken in what
 * arrived meanwhile; React then renders what is inside it in a task of its own. The
 * server waits for every turn before it sends the page's markup, so the HTML is
 * complete and in order, as without turns. In the browser there is no `turns`, and
 * a `RenderTurn` is its children, marking its part hydrated.
 */
export type RenderTurns = (name: string) => Promise<void>

const RenderTurnsContext = createContext<RenderTurns | null>(null)

export const RenderTurnsProvider = RenderTurnsContext

/**
 * Renders `children` in a turn of their own on the server. It must sit directly
 * inside a `<Suspense>`, in the browser too, so the markup both sides see matches.
 * `name` is unique within a page: a render asked again finds the same turn.
 */
export function RenderTurn({ name, children }: { name: string; children: ReactNode }) {
  const turns = use(RenderTurnsContext)
  if (turns) use(turns(name))
  // In the browser each turn is a part React hydrates on its own (hydration-mark.ts).
  useEffect(() => markPartHydrated(name), [name])
  return children
}

/**
 * The server's turns for one render, taken one after another: each waits for a pass
 * of the event loop after the one before it was let go. React renders every part
 * let go in the same pass in one task, so turns let go together would render as one.
 */
export function createRenderTurns(nextLoopPass: () => Promise<void>): RenderTurns {
  const turns = new Map<string, Promise<void>>()
  let last: Promise<void> = Promise.resolve()
  return (name) => {
    let turn = turns.get(name)
    if (!turn) {
      turn = last.then(nextLoopPass)
      last = turn
      turns.set(name, turn)
    }
    return turn
  }
}
