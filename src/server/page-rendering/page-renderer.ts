import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PageRenderer } from '#shared/page-render.ts'

/**
 * The storefront's server render, built by `npm run build` into dist/ssr beside the
 * client. Loaded by path at start rather than imported, because the server and the
 * web app never import each other (docs/decisions/0051); the contract between them is
 * #shared/page-render.ts. Undefined when it has not been built.
 */
export async function loadPageRenderer(clientDir: string): Promise<PageRenderer | undefined> {
  const file = path.join(path.dirname(clientDir), 'ssr', 'render-page.js')
  if (!fs.existsSync(file)) return undefined
  const module = (await import(pathToFileURL(file).href)) as { renderPage?: PageRenderer }
  if (typeof module.renderPage !== 'function') {
    throw new Error(`${file} does not export renderPage: rebuild with \`npm run build\``)
  }
  return module.renderPage
}
