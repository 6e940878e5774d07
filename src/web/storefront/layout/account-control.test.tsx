import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { AccountControl } from './account-control.tsx'

/** The header's account spot as the server sends it: no session has been checked yet. */
function serverHtml() {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/']}>
        <AccountControl />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('the account control on a page rendered by the server', () => {
  it('keeps its spot, and without JavaScript shows the Login link the session check would', () => {
    const html = serverHtml()
    const fallback = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1]
    expect(fallback).toMatch(/^<a [^>]*href="\/admin\/login"[^>]*>Login<\/a>$/)
    // With JavaScript the link waits for the check: nothing outside <noscript> names it.
    expect(html.replace(/<noscript>[\s\S]*?<\/noscript>/, '')).not.toContain('Login')
  })
})
