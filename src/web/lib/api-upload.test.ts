import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-client.ts'
import { upload } from './api-upload.ts'

afterEach(() => vi.unstubAllGlobals())

function formWithFile(): FormData {
  const body = new FormData()
  body.append('file', new File([new Uint8Array([1])], 'a.png', { type: 'image/png' }))
  return body
}

describe('the one multipart upload', () => {
  it('posts the form as it is, asking for JSON, and answers with the JSON of a 2xx', async () => {
    const fetch = vi.fn(async () => Response.json({ id: 1 }, { status: 201 }))
    vi.stubGlobal('fetch', fetch)
    const body = formWithFile()
    await expect(upload('/api/x', body)).resolves.toEqual({ id: 1 })
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/x')
    expect(init.method).toBe('POST')
    expect(init.body).toBe(body)
    expect(init.headers).toEqual({ Accept: 'application/json' })
  })

  it('reads a refusal as the API error every request gets', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'validation_failed', message: 'Bad', fields: { file: 'Too big' } } },
          { status: 422 },
        ),
      ),
    )
    const error = await upload('/api/x', formWithFile()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      fields: { file: 'Too big' },
    })
  })

  it('never passes on a proxy page, and says when the server could not be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502 })),
    )
    await expect(upload('/api/x', formWithFile())).rejects.toMatchObject({
      status: 502,
      code: 'unexpected_response',
    })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    )
    await expect(upload('/api/x', formWithFile())).rejects.toMatchObject({ code: 'network_error' })
  })
})
