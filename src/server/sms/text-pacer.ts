/**
 * Spaces calls to the SMS gateway so one process never makes more than `callsPerMinute`
 * (Semaphore allows 120 a minute on its messages endpoint): each call takes the next
 * slot, one interval after the last, and a rate-limit answer pushes the next slot past
 * the wait the gateway asked for. It runs on the real clock (`performance.now`), never
 * the app's test clock: the gateway counts real seconds.
 */
export class TextPacer {
  readonly intervalMs: number
  private nextAt = Number.NEGATIVE_INFINITY

  constructor(
    callsPerMinute: number,
    private readonly clock: () => number = () => performance.now(),
  ) {
    if (!(callsPerMinute > 0)) throw new RangeError('callsPerMinute must be above 0')
    this.intervalMs = 60_000 / callsPerMinute
  }

  /** Takes the next slot: how long to wait before the call may go (0: now). */
  take(): number {
    const now = this.clock()
    const at = Math.max(now, this.nextAt)
    this.nextAt = at + this.intervalMs
    return at - now
  }

  /** No call before `ms` from now (the gateway's Retry-After). */
  pauseFor(ms: number): void {
    this.nextAt = Math.max(this.nextAt, this.clock() + ms)
  }
}
