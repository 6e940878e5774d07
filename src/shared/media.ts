/**
 * Uploaded images (docs/product-rules.md §10): checked by content, resized to WebP variants and
 * served from /media/{key}/{width}.webp with a long cache lifetime. The limits are
 * shared so the browser refuses early what the server would refuse anyway.
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
export const MAX_PRODUCT_IMAGES = 5
/** Widths of the resized copies; an image narrower than one gets none wider than itself. */
export const MEDIA_VARIANT_WIDTHS = [320, 640, 1280] as const
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const

/** Random lowercase hex, 32 characters: nothing a path could be built from. */
const mediaKeyPattern = /^[a-f0-9]{32}$/

export function isMediaKey(value: string): boolean {
  return mediaKeyPattern.test(value)
}

export function mediaVariantUrl(key: string, width: number): string {
  return `/media/${key}/${width}.webp`
}

/** The media key of a URL this shop serves (`/media/{key}/...`), else null. */
export function mediaKeyFromUrl(url: string | null | undefined): string | null {
  const match = /^\/media\/([a-f0-9]{32})\//.exec(url ?? '')
  return match ? match[1]! : null
}

export const imageMessages = {
  tooLarge: { title: 'Image too large', description: 'Please select an image smaller than 5MB.' },
  tooMany: {
    title: 'Upload Limit Exceeded',
    description: 'You can only upload a maximum of 5 images.',
  },
  /** Past the image jobs' short queue (decision 0082): a moment later it goes through. */
  busy: {
    title: 'Busy processing pictures',
    description: 'The shop is busy processing pictures. Please try again in a moment.',
  },
  unsupported: {
    title: 'Unsupported image',
    description: 'Please choose a PNG, JPEG or GIF image.',
  },
} as const
