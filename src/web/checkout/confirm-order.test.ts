import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#web/lib/api-client.ts'
import {
  type ConfirmOrderOptions,
  confirmOrder,
  OfflineAtPlaceOrderError,
} from './confirm-order.ts'

const lost = () => new ApiError(0, 'network_error', 'Could not reach the server.')
const order = { orderId: 'MS-1' }

/** A browser whose online state and `online` event the test controls. */
function browser() {
  const listeners = new Set<() => void>()
  const state = { online: true }
  return {
    state,
    isOnline: () => state.online,
    onOnline: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    comeBackOnline: () => {
      state.online = true
      for (const listener of [...listeners]) listener()
    },
    listening: () => listeners.size,
  }
}

function setup(
  answers: Array<() => Promise<typeof order>>,
  extra: Partial<ConfirmOrderOptions<typeof order>> = {},
  onSend: (signal: AbortSignal) => void = () => {},
) {
  const net = browser()
  const send = vi.fn((signal: AbortSignal) => {
    onSend(signal)
    const next = answers.shift()
    if (!next) throw new Error('sent more often than the test expected')
    return next()
  })
  const onUnconfirmed = vi.fn()
  const result = confirmOrder({
    send,
    onUnconfirmed,
    isOnline: net.isOnline,
    onOnline: net.onOnline,
    ...extra,
  })
  // Observed at once, so a rejection before the test awaits it is not unhandled.
  const settled = result.then(
    (value) => ({ value, error: undefined }),
    (error: unknown) => ({ value: undefined, error }),
  )
  return { net, send, onUnconfirmed, settled }
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('confirmOrder', () => {
  it('sends nothing when the browser is offline at Place Order', async () => {
    const net = browser()
    net.state.online = false
    const send = vi.fn()
    await expect(
      confirmOrder({ send, isOnline: net.isOnline, onOnline: net.onOnline }),
    ).rejects.toBeInstanceOf(OfflineAtPlaceOrderError)
    expect(send).not.toHaveBeenCalled()
  })

  it('answers with the order when the first answer arrives', async () => {
    const { settled, send, onUnconfirmed } = setup([async () => order])
    expect((await settled).value).toEqual(order)
    expect(send).toHaveBeenCalledTimes(1)
    expect(onUnconfirmed).not.toHaveBeenCalled()
  })

  it('after a lost answer says so once and sends again after 2 s', async () => {
    const { settled, send, onUnconfirmed } = setup([
      () => Promise.reject(lost()),
      () => Promise.reject(lost()),
      async () => order,
    ])
    await vi.advanceTimersByTimeAsync(1_999)
    expect(send).toHaveBeenCalledTimes(1)
    expect(onUnconfirmed).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(send).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(4_000)
    expect(send).toHaveBeenCalledTimes(3)
    expect((await settled).value).toEqual(order)
    expect(onUnconfirmed).toHaveBeenCalledTimes(1)
  })

  it('backs off 2, 4, 8, 16 s, then asks every 30 s', async () => {
    const start = Date.now()
    const sentAt: number[] = []
    const answers = Array.from({ length: 7 }, () => () => Promise.reject<typeof order>(lost()))
    const { settled } = setup([...answers, async () => order], {}, () => sentAt.push(Date.now()))
    await vi.advanceTimersByTimeAsync(2_000 + 4_000 + 8_000 + 16_000 + 30_000 + 30_000 + 30_000)
    expect((await settled).value).toEqual(order)
    expect(sentAt.map((t) => t - start)).toEqual([
      0, 2_000, 6_000, 14_000, 30_000, 60_000, 90_000, 120_000,
    ])
  })

  it('sends again at once when the browser comes back online', async () => {
    const { settled, send, net } = setup([() => Promise.reject(lost()), async () => order])
    await vi.advanceTimersByTimeAsync(0)
    net.comeBackOnline()
    await vi.advanceTimersByTimeAsync(0)
    expect(send).toHaveBeenCalledTimes(2)
    expect((await settled).value).toEqual(order)
    expect(net.listening()).toBe(0)
  })

  it('sends nothing while the browser says it is offline, and asks once it is back', async () => {
    const { settled, send, net } = setup([() => Promise.reject(lost()), async () => order])
    await vi.advanceTimersByTimeAsync(0)
    net.state.online = false
    await vi.advanceTimersByTimeAsync(60_000)
    expect(send).toHaveBeenCalledTimes(1)
    net.comeBackOnline()
    await vi.advanceTimersByTimeAsync(0)
    expect(send).toHaveBeenCalledTimes(2)
    expect((await settled).value).toEqual(order)
  })

  it('counts an answer that takes longer than 20 s as lost, and stops waiting for it', async () => {
    const signals: AbortSignal[] = []
    const unanswered = () =>
      new Promise<typeof order>((_resolve, reject) => {
        const signal = signals.at(-1)!
        signal.addEventListener('abort', () => reject(signal.reason))
      })
    const { settled, onUnconfirmed } = setup([unanswered, async () => order], {}, (signal) =>
      signals.push(signal),
    )
    await vi.advanceTimersByTimeAsync(19_999)
    expect(signals[0]?.aborted).toBe(false)
    expect(onUnconfirmed).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(signals[0]?.aborted).toBe(true)
    expect(onUnconfirmed).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(2_000)
    expect((await settled).value).toEqual(order)
  })

  it("ends with the server's refusal when the checking meets one", async () => {
    const refusal = new ApiError(
      409,
      'conflict',
      'This checkout was already used for a different cart.',
    )
    const { settled, send } = setup([() => Promise.reject(lost()), () => Promise.reject(refusal)])
    await vi.advanceTimersByTimeAsync(2_000)
    expect((await settled).error).toBe(refusal)
    expect(send).toHaveBeenCalledTimes(2)
  })

  it('does not ask again after a server error or refusal of the first request', async () => {
    const refusal = new ApiError(422, 'validation_failed', 'Please check the highlighted fields.')
    const { settled, send } = setup([() => Promise.reject(refusal)])
    expect((await settled).error).toBe(refusal)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('stops checking, quietly, when the shopper leaves', async () => {
    const leave = new AbortController()
    const { settled, send, net } = setup([() => Promise.reject(lost())], { signal: leave.signal })
    await vi.advanceTimersByTimeAsync(1_000)
    leave.abort()
    expect((await settled).error).toBe(leave.signal.reason)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(send).toHaveBeenCalledTimes(1)
    expect(net.listening()).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
  })
})
