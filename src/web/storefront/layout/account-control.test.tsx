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
  it('is the Login link a shopper keeps, for every browser, before any session check', () => {
    const html = serverHtml()
    expect(html).toMatch(/^<a [^>]*href="\/admin\/login"[^>]*>Login<\/a>$/)
    expect(html).not.toContain('<noscript')
  })
})
