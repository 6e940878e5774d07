import type { DehydratedState } from '@tanstack/react-query'
import type { HydrationState } from 'react-router'
import { PAGE_DATA_ELEMENT_ID } from '#shared/page-render.ts'

/** What a server-rendered page carries for the browser to hydrate from. */
export interface PageData {
  router: HydrationState
  queries: DehydratedState
}

/** The page's server data, or undefined when the HTML was not rendered by the server (dev). */
export function readPageData(): PageData | undefined {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID)
  if (!element?.textContent) return undefined
  return JSON.parse(element.textContent) as PageData
}
