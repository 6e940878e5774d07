import { describe, expect, it } from 'vitest'
import { TextPacer } from './text-pacer.ts'

describe('the text pacer', () => {
  it('spaces calls to the gateway at its limit: 120 a minute is one every 500 ms', () => {
    let now = 1_000
    const pacer = new TextPacer(120, () => now)
    expect(pacer.take()).toBe(0)
    expect(pacer.take()).toBe(500)
    expect(pacer.take()).toBe(1_000)
    now += 1_000
    expect(pacer.take()).toBe(500)
    // Idle longer than an interval: the next call goes at once, with no burst saved up.
    now += 60_000
    expect(pacer.take()).toBe(0)
    expect(pacer.take()).toBe(500)
  })

  it('never allows more than the limit in any minute', () => {
    let now = 0
    const pacer = new TextPacer(120, () => now)
    const calls: number[] = []
    for (let i = 0; i < 500; i++) {
      now += pacer.take()
      calls.push(now)
    }
    let most = 0
    for (const start of calls)
      most = Math.max(most, calls.filter((c) => c >= start && c < start + 60_000).length)
    expect(most).toBe(120)
  })

  it("waits out the gateway's Retry-After before the next call", () => {
    const now = 0
    const pacer = new TextPacer(120, () => now)
    pacer.take()
    pacer.pauseFor(30_000)
    expect(pacer.take()).toBe(30_000)
  })
})
