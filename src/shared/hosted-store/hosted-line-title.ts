/**
 * How a hosted-store line is named to the shopper, in the cart and on the order:
 * 'Title (Variant)', or the title alone when the variant has no name of its own.
 */
export function hostedLineTitle(title: string, variantTitle: string | null | undefined): string {
  return variantTitle && variantTitle !== title ? `${title} (${variantTitle})` : title
}
