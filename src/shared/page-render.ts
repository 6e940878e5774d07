/**
 * The contract between the server and the web app's server render
 * (src/web/app/render-page.tsx): the server hands over the address and a way to
 * reach its own API in process; the web app answers with the page's markup and the
 * data the browser hydrates from. Neither side imports the other.
 */
export interface PageRenderInput {
  /** The full address asked for (origin from configuration, path and query from the request). */
  url: string
  /** Answers an API request in process, as the API would answer the shopper. */
  fetchApi: (request: Request) => Promise<Response>
}

export interface RenderedPage {
  /** 200, or 404 when the page rendered is the not-found page. */
  status: 200 | 404
  /** The markup that goes inside <div id="root">. */
  appHtml: string
  /** The router's data and the query answers, as JSON safe inside a <script> element. */
  dataJson: string
}

export type PageRenderer = (input: PageRenderInput) => Promise<RenderedPage>

/** The <script type="application/json"> the browser hydrates from (not run: CSP allows no inline script). */
export const PAGE_DATA_ELEMENT_ID = 'page-data'
