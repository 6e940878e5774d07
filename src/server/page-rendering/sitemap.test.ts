import { describe, expect, it } from 'vitest'
import { renderRobots, renderSitemap } from './sitemap.ts'

describe('renderSitemap', () => {
  it('lists absolute, escaped URLs with W3C lastmod dates', () => {
    const xml = renderSitemap('https://shop.example', [
      { path: '/', lastmod: new Date('2026-01-02T03:04:05.678Z') },
      { path: '/about' },
      { path: '/products?a=1&b=2' },
    ])
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true)
    expect(xml).toContain(
      '<url><loc>https://shop.example/</loc><lastmod>2026-01-02T03:04:05Z</lastmod></url>',
    )
    expect(xml).toContain('<url><loc>https://shop.example/about</loc></url>')
    expect(xml).toContain('<loc>https://shop.example/products?a=1&amp;b=2</loc>')
  })
})

describe('renderRobots', () => {
  it('keeps crawlers out of admin, API, cart and checkout, and names the sitemap', () => {
    const robots = renderRobots('https://shop.example')
    for (const line of [
      'Disallow: /admin',
      'Disallow: /api/',
      'Disallow: /cart',
      'Disallow: /checkout',
    ]) {
      expect(robots).toContain(`${line}\n`)
    }
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml')
  })
})
