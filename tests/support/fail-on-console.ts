import { afterEach, beforeEach, vi } from 'vitest'

/** A test that makes the code print console.error fails: errors must be handled, not logged away. */
let spy: ReturnType<typeof vi.spyOn> | undefined

beforeEach(() => {
  spy = vi.spyOn(console, 'error')
})

afterEach(() => {
  const calls = spy?.mock.calls ?? []
  spy?.mockRestore()
  if (calls.length > 0) {
    throw new Error(
      `console.error was called:\n${calls.map((args: unknown[]) => args.map(String).join(' ')).join('\n')}`,
    )
  }
})
