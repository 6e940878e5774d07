import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createPreloadPlanner, preloadLinks } from './preload-hints.ts'

/** A build manifest shaped as Vite writes it, beside a client folder. */
function planner() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'meatshop-preload-'))
  dirs.push(root)
  fs.mkdirSync(path.join(root, 'client'))
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-1.js' },
    '_stepper.js': { file: 'assets/stepper-1.js', imports: ['_react.js'] },
    'storefront/pages/product-page.tsx': {
      file: 'assets/product-page-1.js',
      imports: ['index.html', '_stepper.js'],
      dynamicImports: ['_zoom.js'],
    },
    '_zoom.js': { file: 'assets/zoom-1.js' },
    'storefront/hosted-store/hosted-product-page.tsx': {
      file: 'assets/hosted-product-page-1.js',
      imports: ['index.html', '_stepper.js'],
      dynamicImports: ['../../node_modules/dompurify/dist/purify.es.mjs'],
    },
    '../../node_modules/dompurify/dist/purify.es.mjs': { file: 'assets/purify.es-1.js' },
  }
  fs.writeFileSync(path.join(root, 'client-manifest.json'), JSON.stringify(manifest))
  return createPreloadPlanner(path.join(root, 'client'))
}
const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
})

describe('preload hints', () => {
  it("fetch a product page's chunk and its data, not what the entry loads already", () => {
    const plan = planner()('/product/3', new URLSearchParams())
    expect(plan.modules).toEqual(['/assets/product-page-1.js', '/assets/stepper-1.js'])
    expect(plan.data).toEqual(['/api/site', '/api/catalog/products/3'])
  })

  it('preload the sanitiser a hosted product waits for before it renders', () => {
    const plan = planner()('/store/prod_01', new URLSearchParams())
    expect(plan.modules).toEqual([
      '/assets/hosted-product-page-1.js',
      '/assets/stepper-1.js',
      '/assets/purify.es-1.js',
    ])
    expect(plan.data).toEqual(['/api/site', '/api/hosted/products/prod_01'])
  })

  it('give a malformed hosted id no data hint, and escape what they print', () => {
    expect(planner()('/store/%E0%A4%A', new URLSearchParams()).data).toEqual(['/api/site'])
    expect(preloadLinks({ modules: ['/a"b.js'], data: [], image: { href: '/x<y>.webp' } })).toBe(
      '<link rel="modulepreload" crossorigin href="/a&quot;b.js">\n    ' +
        '<link rel="preload" as="image" fetchpriority="high" href="/x&lt;y&gt;.webp">',
    )
  })

  it("preload the page's main image with the srcset and sizes its <img> uses", () => {
    const image = {
      href: '/media/k/1280.webp',
      srcset: '/media/k/320.webp 320w, /media/k/640.webp 640w',
      sizes: '(min-width: 768px) 50vw, 100vw',
    }
    const plan = planner()('/product/3', new URLSearchParams(), image)
    expect(plan.image).toEqual(image)
    expect(preloadLinks({ modules: [], data: [], image })).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/media/k/1280.webp"' +
        ' imagesrcset="/media/k/320.webp 320w, /media/k/640.webp 640w"' +
        ' imagesizes="(min-width: 768px) 50vw, 100vw">',
    )
  })
})
