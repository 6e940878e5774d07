import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { MainNav } from './main-nav.tsx'
import { SiteFooter } from './site-footer.tsx'

/** The header's navigation and the footer as the server sends them. */
function serverHtml(path: string) {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <MainNav />
        <SiteFooter />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const noscriptBlocks = (html: string) =>
  [...html.matchAll(/<noscript>([\s\S]*?)<\/noscript>/g)].map(([, body]) => body!)

describe('the header navigation without JavaScript', () => {
  it('swaps the Products drop-down, which needs JavaScript to open, for a link to the listing', () => {
    const html = serverHtml('/')
    expect(html).toMatch(
      /<button type="button" aria-expanded="false"[^>]*class="[^"]*noscript:hidden[^"]*">Products/,
    )
    const products = noscriptBlocks(html).find((block) => block.includes('>Products<'))
    expect(products).toMatch(/^<a [^>]*href="\/products"[^>]*>Products<\/a>$/)
  })

  it('swaps the phone menu button for a link to the footer links, which reach every page', () => {
    const html = serverHtml('/')
    expect(html).toMatch(
      /<button type="button" aria-expanded="false" aria-controls="main-menu" class="[^"]*noscript:hidden/,
    )
    const menu = noscriptBlocks(html).find((block) => block.includes('Menu'))
    const target = menu?.match(/^<a href="#([\w-]+)"[^>]*lg:hidden/)?.[1]
    expect(target).toBeDefined()

    const footerNav = html.match(
      new RegExp(`<nav aria-label="Footer" id="${target}"[\\s\\S]*?</nav>`),
    )
    expect(footerNav).not.toBeNull()
    const hrefs = [...footerNav![0].matchAll(/href="([^"]+)"/g)].map(([, href]) => href)
    expect(hrefs).toEqual(['/products', '/bundles', '/recipes', '/promos', '/about', '/contact'])
  })

  it('marks the Products link as the current page on the listing', () => {
    const products = noscriptBlocks(serverHtml('/products')).find((block) =>
      block.includes('>Products<'),
    )
    expect(products).toContain('aria-current="page"')
  })
})
