import { describe, expect, it } from 'vitest'
import { listSearch, parseListParams } from '#shared/list-params.ts'
import { type MessagesParams, messagesParamsSchema, messagesTabSearch } from './messages-params.ts'

const parse = (query: string) => parseListParams(messagesParamsSchema, new URLSearchParams(query))
const search = (params: MessagesParams) => listSearch(messagesParamsSchema, params)

describe('messages screen query string', () => {
  it('defaults to open messages on page 1, and ignores unknown values', () => {
    expect(parse('status=nope&page=-3')).toEqual({ tab: 'messages', status: 'open', page: 1 })
    expect(parse('tab=outbox&status=nope')).toEqual({ tab: 'outbox', status: 'all', page: 1 })
    expect(parse('tab=constructor&status=handled')).toEqual({
      tab: 'messages',
      status: 'handled',
      page: 1,
    })
  })

  it('round-trips a tab, status and page, leaving defaults out', () => {
    expect(search({ tab: 'messages', status: 'open', page: 1 })).toBe('')
    expect(search({ tab: 'outbox', status: 'all', page: 1 })).toBe('?tab=outbox')
    const outbox = search({ tab: 'outbox', status: 'failed', page: 3 })
    expect(outbox).toBe('?tab=outbox&status=failed&page=3')
    expect(parse(outbox.slice(1))).toMatchObject({ tab: 'outbox', status: 'failed', page: 3 })
  })

  it('links each tab on its default view', () => {
    expect(messagesTabSearch('messages')).toBe('')
    expect(messagesTabSearch('outbox')).toBe('?tab=outbox')
  })
})
