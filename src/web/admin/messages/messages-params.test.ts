import { describe, expect, it } from 'vitest'
import { messagesSearch, parseMessagesParams } from './messages-params.ts'

describe('messages screen query string', () => {
  it('defaults to open messages on page 1, and ignores unknown values', () => {
    expect(parseMessagesParams(new URLSearchParams('status=nope&page=-3'))).toEqual({
      tab: 'messages',
      messageStatus: 'open',
      outboxStatus: 'all',
      page: 1,
    })
  })

  it('round-trips a tab, status and page, leaving defaults out', () => {
    expect(messagesSearch('messages', 'open')).toBe('')
    expect(messagesSearch('outbox', 'all')).toBe('?tab=outbox')
    const search = messagesSearch('outbox', 'failed', 3)
    expect(search).toBe('?tab=outbox&status=failed&page=3')
    expect(parseMessagesParams(new URLSearchParams(search))).toMatchObject({
      tab: 'outbox',
      outboxStatus: 'failed',
      page: 3,
    })
  })
})
