import { beforeEach, describe, expect, it, vi } from 'vitest'

const sonner = vi.hoisted(() => {
  const shown: { kind: string; message: string; id: unknown }[] = []
  const dismissed: unknown[] = []
  const show = (kind: string) => (message: string, data?: { id?: unknown }) => {
    shown.push({ kind, message, id: data?.id })
    return data?.id ?? shown.length
  }
  return {
    shown,
    dismissed,
    toast: {
      success: show('success'),
      error: show('error'),
      message: show('message'),
      dismiss: (id: unknown) => {
        dismissed.push(id)
        return id
      },
    },
  }
})
vi.mock('sonner', () => ({ toast: sonner.toast }))

import { dismissPageToasts, toast, toasterMounted } from './toast.ts'

/** sonner arrives through a dynamic import: a few turns of the event loop. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

beforeEach(() => {
  sonner.shown.length = 0
  sonner.dismissed.length = 0
})

// One module for the page's life, as in the browser: the tests run in order, the
// first before the Toaster is up.
describe('toasts that go with the page (src/web/ui/toast.ts)', () => {
  it('never show when the page changed before the Toaster was up', async () => {
    toast.success('Added to Cart', { untilPageChanges: true })
    toast.error('Order Not Placed')
    dismissPageToasts()
    toasterMounted()
    await settle()
    expect(sonner.shown.map((t) => t.message)).toEqual(['Order Not Placed'])
  })

  it('are sent away when the page changes; the others stay', async () => {
    toast.success('Added to Cart', { untilPageChanges: true })
    toast.success('Thank you for your order!')
    await settle()
    expect(sonner.shown.map((t) => t.message)).toEqual([
      'Added to Cart',
      'Thank you for your order!',
    ])
    dismissPageToasts()
    await settle()
    expect(sonner.dismissed).toEqual([sonner.shown[0]!.id])
    expect(sonner.shown[0]!.id).toBeDefined()
  })

  it('asks for nothing when no toast goes with the page', async () => {
    dismissPageToasts()
    await settle()
    expect(sonner.dismissed).toEqual([])
  })
})
