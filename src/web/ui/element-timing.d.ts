import 'react'

declare module 'react' {
  interface ImgHTMLAttributes<T> {
    /**
     * Element Timing: the browser reports when this image has painted. A rendered
     * page's main images carry it, and the page starts its JavaScript once they have
     * painted (decision 0069, src/server/page-rendering/deferred-app-start.ts).
     */
    elementtiming?: string | undefined
  }
}
