import type { ChildProcess } from 'node:child_process'

/** The server started by the global setup, shared with the teardown in the runner process. */
export interface RunningServer {
  child: ChildProcess
  /** What it printed so far (its log file). */
  output(): string
  /** True once /api/health answered: an exit after that and before `stopping` is a crash. */
  ready: boolean
  /** True once the teardown asked it to stop. */
  stopping: boolean
  exit: { code: number | null; signal: NodeJS.Signals | null } | undefined
}

// The setup and teardown files may be loaded as separate module instances, so the
// handle lives on globalThis rather than in a module variable.
const key = Symbol.for('meatshop.e2e.server')
const holder = globalThis as typeof globalThis & { [key]?: RunningServer }

export const serverState = {
  get: (): RunningServer | undefined => holder[key],
  set: (server: RunningServer): void => {
    holder[key] = server
  },
  clear: (): void => {
    delete holder[key]
  },
}
