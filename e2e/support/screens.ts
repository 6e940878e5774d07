/**
 * The phone screen the journeys check a page on: 360 × 740 CSS pixels, the width of
 * most Android phones in the Philippines (issue 26).
 */
export const phoneViewport = { width: 360, height: 740 } as const
