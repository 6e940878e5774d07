import type { ChildProcess } from 'node:child_process'

/** Types of server-launch.mjs (plain JavaScript, so the benches can run it with node). */

export function freePort(): Promise<number>

export function readLog(logFile: string): string

export interface SpawnedNode {
  child: ChildProcess
  /** The exit code once it exits (null when a signal ended it). */
  exited: Promise<number | null>
  /** What it printed so far (its log file's text when it writes to one). */
  output(): string
}

export function spawnNode(
  args: string[],
  options?: {
    env?: Record<string, string | undefined>
    cwd?: string
    logFile?: string
    onStdoutLine?: (line: string) => void
    stopWithParent?: boolean
  },
): SpawnedNode

export function exitDescription(child: ChildProcess): string | null

export function waitForHealth(
  server: { child: ChildProcess; base: string; output(): string },
  options?: { timeoutMs?: number },
): Promise<Response>

export function prepareAppFolder(root: string, appDir: string): void
