import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { uploadPaymentProofMutationOptions } from './upload-payment-proof.ts'

afterEach(() => vi.unstubAllGlobals())

describe('sending a proof of payment', () => {
  it('sends the reference number and purpose before the file, so the server checks the order first', async () => {
    const fetch = vi.fn(async () => Response.json({ orderId: 'E2E-1' }, { status: 201 }))
    vi.stubGlobal('fetch', fetch)
    const { mutationFn } = uploadPaymentProofMutationOptions(new QueryClient())
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'gcash.png', {
      type: 'image/png',
    })
    await mutationFn!(
      { token: 'tok', referenceNumber: '1234567890123', file, purpose: 'balance' },
      {} as never,
    )
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    const body = init.body as FormData
    // FormData sends its entries in the order they were appended (decision 0082).
    expect([...body.keys()]).toEqual(['referenceNumber', 'purpose', 'file'])
    expect(body.get('purpose')).toBe('balance')
  })
})
