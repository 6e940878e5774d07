/**
 * The contract between the server and the web app's server render
 * (src/web/app/render-page.tsx): the server hands over the address and a way to
 * reach its own API in process; the web app answers as soon as the page's status is
 * known and its outer part has rendered, and finishes the rest in turns (decision
 * 0070), so the server can send the document's <head> while the page still renders.
 * Neither side imports the other.
 */
export interface PageRenderInput {
  /** The full address asked for (origin from configuration, path and query from the request). */
  url: string
  /** Answers an API request in process, as the API would answer the shopper. */
  fetchApi: (request: Request) => Promise<Response>
  /**
   * A part of the page failed to render on the server: it goes out empty, and the
   * browser renders it (React's recovery); the server logs why.
   */
  onPartFailed: (error: unknown) => void
}

export interface RenderedPage {
  /** 200, or 404 when the page rendered is the not-found page. */
  status: 200 | 404
  /**
   * The rest of the render, settled once every part of the page has rendered. It
   * rejects only when the page could not be finished at all.
   */
  content: Promise<PageContent>
}

export interface PageContent {
  /** The markup that goes inside <div id="root">, complete and in document order. */
  appHtml: string
  /** The router's data and the query answers, as JSON safe inside a <script> element. */
  dataJson: string
  /**
   * The queries that ended in error (a refusal, an outside service down), by their
   * key. The page is right for the request that asked, but says nothing true for
   * anyone else: the server never keeps it for others.
   */
  failedQueries: string[]
}

/**
 * Renders a page. Rejects, before anything is sent, when the page cannot be rendered
 * (its data failed to load, or its outer part threw): the server answers 500.
 */
export type PageRenderer = (input: PageRenderInput) => Promise<RenderedPage>

/** The <script type="application/json"> the browser hydrates from (not run: CSP allows no inline script). */
export const PAGE_DATA_ELEMENT_ID = 'page-data'
