import { describe, expect, it } from 'vitest'
import { pageShell } from '#tests/support/fixtures/page-shell-fixtures.ts'
import { injectPageMeta, metaTags, type PageMeta } from './inject-meta.ts'

const shell = pageShell(
  '\n    <script type="module" crossorigin src="/assets/index-abc.js"></script>',
)

const product: PageMeta = {
  title: 'Premium Ribeye Steak | Prime Cuts Butchery',
  shareTitle: 'Premium Ribeye Steak',
  description: '₱850.00 per kg. Well-marbled ribeye.',
  canonicalPath: '/product/1',
  type: 'product',
  image: '/images/samples/product-ribeye.svg',
  imageAlt: 'Ribeye on a board',
  product: { priceCentavos: 85_000, inStock: true },
}

describe('injectPageMeta', () => {
  const html = injectPageMeta(shell, product, 'Prime Cuts Butchery', 'https://shop.example')

  it('replaces the title and the description, once each', () => {
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain('<title>Premium Ribeye Steak | Prime Cuts Butchery</title>')
    expect(html.match(/name="description"/g)).toHaveLength(1)
    expect(html).toContain(
      '<meta name="description" content="₱850.00 per kg. Well-marbled ribeye.">',
    )
  })

  it('adds canonical, Open Graph, Twitter and price tags with absolute URLs inside <head>', () => {
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<link rel="canonical" href="https://shop.example/product/1">')
    expect(head).toContain('<meta property="og:type" content="product">')
    expect(head).toContain('<meta property="og:title" content="Premium Ribeye Steak">')
    expect(head).toContain(
      '<meta property="og:image" content="https://shop.example/images/samples/product-ribeye.svg">',
    )
    expect(head).toContain('<meta property="product:price:amount" content="850.00">')
    expect(head).toContain('<meta property="product:price:currency" content="PHP">')
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">')
    expect(head).toContain('<meta name="twitter:title" content="Premium Ribeye Steak">')
    // The app's script stays where it was.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>')
  })

  it('escapes names that try to break out of the tag, and takes $ patterns literally', () => {
    const hostile = injectPageMeta(
      shell,
      {
        ...product,
        title: '</title><script>alert(1)</script>',
        shareTitle: '"><script>alert(2)</script> $& $1',
        description: "It's <b>bold</b> & $'",
        image: 'https://cdn.example/a.png?x="y"',
      },
      'Shop',
      'https://shop.example',
    )
    expect(hostile).not.toContain('<script>alert')
    expect(hostile).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>')
    expect(hostile).toContain('content="&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt; $&amp; $1"')
    expect(hostile).toContain('content="It&#39;s &lt;b&gt;bold&lt;/b&gt; &amp; $&#39;"')
    expect(hostile).toContain('content="https://cdn.example/a.png?x=&quot;y&quot;"')
  })

  it('adds a title and description when the shell has none', () => {
    const bare = injectPageMeta('<html><head></head><body></body></html>', product, 'S', 'http://x')
    expect(bare).toContain('<title>Premium Ribeye Steak | Prime Cuts Butchery</title>')
    expect(bare).toContain('<meta name="description"')
  })
})

describe('metaTags', () => {
  it('marks pages kept out of search, and leaves price out of non-products', () => {
    const tags = metaTags(
      { ...product, type: 'website', product: undefined, noindex: true },
      'S',
      'http://x',
    )
    expect(tags).toContain('<meta name="robots" content="noindex">')
    expect(tags).not.toContain('product:price')
  })
})
