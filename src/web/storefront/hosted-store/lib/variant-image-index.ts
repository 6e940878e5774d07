import type { HostedImage, HostedVariant } from '#shared/schemas/hosted-store.ts'

/**
 * Where the carousel goes when a variant is chosen: the slide showing the variant's
 * own image (matched by URL), or null when it has none or it is not among the images.
 */
export function variantImageIndex(
  images: readonly HostedImage[],
  variant: Pick<HostedVariant, 'image_url'>,
): number | null {
  if (!variant.image_url) return null
  const index = images.findIndex((image) => image.url === variant.image_url)
  return index === -1 ? null : index
}
