import { expect, type Page } from '@playwright/test'

/**
 * The phone screen the journeys check a page on: 360 × 740 CSS pixels, the width of
 * most Android phones in the Philippines (issue 26).
 */
export const phoneViewport = { width: 360, height: 740 } as const

/** The page is no wider than the screen: nothing makes the shopper scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}
